#!/usr/bin/env node
// The `bazi` command: Node 24 runs the TypeScript sources directly (type stripping). The engine's CLI
// (packages/almanac/cli) with what the engine cannot give itself: the chart's reading from @bazi/i18n, printed as
// `reading` by `bazi chart --json` in plain text (docs/decisions/037-cli-package.md).
import { main } from "@bazi/almanac/cli";
import { baziReading } from "@bazi/i18n/bazi-reading";
import { plainReading } from "@bazi/i18n/reading-plain";

process.exitCode = main(process.argv.slice(2), process.stdout, process.stderr, {
  reading: (chart, lang, today) => plainReading(baziReading(chart, lang, today)),
});
