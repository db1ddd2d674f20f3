/**
 * What the operations of the OpenAPI document share: the error sets of a JSON state change and of a signed-in
 * read, the HTML page schema, the chart's path parameter.
 */
export const html = { type: "string", description: "An HTML page" };
/** The errors of any JSON state change: a bad body, too big, not JSON, too many from this address. */
export const CHANGE = [400, 413, 415, 429] as const;
/** ... and, signed in: no session, or a cookie-carried change from another site. */
export const SIGNED_IN_CHANGE = [...CHANGE, 401, 403] as const;
export const SIGNED_IN_READ = [401, 429] as const;
export const chartParam = { uuid: "The chart's uuid" };
