/** Every page, listed explicitly. ru has no prefix; en lives under /en. */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home-ru" }),
  route("en", "routes/home.tsx", { id: "home-en" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
