import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // No inline data: URIs for small assets: the CSP allows only same-origin images, fonts and scripts.
    assetsInlineLimit: 0,
  },
});
