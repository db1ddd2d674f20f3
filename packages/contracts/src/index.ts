export * from "./accounts.ts";
export * from "./calendar.ts";
export * from "./content.ts";
export * from "./errors.ts";
export * from "./messenger.ts";
export * from "./payments.ts";
export * from "./responses.ts";
export * from "./services.ts";
