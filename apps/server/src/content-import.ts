/**
 * `npm run content:import`: reads content/<lang>/ (articles, sections, FAQ) and makes the database mirror it
 * (idempotent; the server also imports at start when the files changed). Bad files are named with the field,
 * and nothing is written then. With the embedded PGlite database the server must be stopped first (the folder's
 * lock says so when it is not). The informational pages (content/<lang>/pages/) are not imported (the server
 * reads them from the files) but are checked here too.
 */
import { openDatabase } from "./db/client.ts";
import { DataFolderError } from "./db/folder-lock.ts";
import { parseEnv } from "./env.ts";
import { createContentRepo } from "./features/content/content.repo.ts";
import { ContentError, readContent } from "./features/content/content-files.ts";
import { readPages } from "./features/content/page-files.ts";

const env = parseEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((e: unknown) => {
  // the embedded database's folder is the running server's: stop it first (the message says so)
  console.error(e instanceof DataFolderError ? e.message : e);
  process.exit(1);
});
try {
  await database.migrate();
  const set = readContent();
  readPages();
  const repo = createContentRepo(database.db);
  const same = (await repo.importedHash()) === set.hash;
  await repo.replace(set);
  const count = (lang: string) =>
    `${lang}: ${set.articles.filter((a) => a.lang === lang).length} articles, ${
      set.sections.filter((s) => s.lang === lang).length
    } sections, ${set.faqs.filter((f) => f.lang === lang).length} questions`;
  console.log(`content imported${same ? " (unchanged)" : ""}: ${count("ru")}; ${count("en")}; pages checked`);
} catch (e) {
  console.error(e instanceof ContentError ? `content not imported: ${e.message}` : e);
  process.exitCode = 1;
} finally {
  await database.close();
}
