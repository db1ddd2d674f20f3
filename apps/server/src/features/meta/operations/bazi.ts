/** The Bazi calls: the compatibility of two births. */
import { type Operation, ref } from "../openapi-build.ts";
import { CHANGE } from "./common.ts";

export const BAZI: Operation[] = [
  {
    method: "post",
    path: "/api/bazi/compare",
    tag: "bazi",
    summary:
      "Compatibility of two births (typed in, or the signed-in user's saved charts by uuid): the day masters, the relations between the charts, complementary elements, the verdict with every point (docs/bazi-compatibility.md)",
    auth: "optional",
    body: "CompareBody",
    answers: [{ status: 200, schema: ref("CompareAnswer") }],
    errors: [
      ...CHANGE,
      [401, "UNAUTHORIZED: a side names a saved chart and nobody is signed in"],
      [404, "NOT_FOUND: no such chart of this user"],
    ],
    localized: true,
  },
];
