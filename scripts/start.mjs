// `npm start`: install what is missing, build when the sources changed, then serve in this very
// process (the server migrates and, on a new SQLite database, seeds). The server is not a child
// process, so a signal to `npm start` (package.json runs this with `exec`) reaches it directly and
// it stops gracefully; a process manager can run `node apps/server/dist/server.js` the same way.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, root, runOrExit } from './bootstrap.mjs';
import { BUILD_MARKER, buildIsCurrent, hashBuildInputs } from './build-inputs.mjs';

ensureInstalled();
const inputs = hashBuildInputs();
if (buildIsCurrent(inputs)) {
  console.log('\n▶ The build is up to date with the sources: not rebuilding');
} else {
  runOrExit('Building the web app and the server', 'npm', ['run', 'build']);
  writeFileSync(BUILD_MARKER, inputs);
}

await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
