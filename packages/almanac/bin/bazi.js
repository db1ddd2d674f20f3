#!/usr/bin/env node
// The `bazi` command: Node 24 runs the TypeScript source directly (type stripping).
import { main } from "../cli/bazi.ts";

process.exitCode = main(process.argv.slice(2), process.stdout, process.stderr);
