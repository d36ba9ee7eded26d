// `npm start`: install what is missing, build, then serve (the server migrates and, on a new SQLite database, seeds).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, root, runOrExit } from './bootstrap.mjs';

ensureInstalled();
runOrExit('Building the web app and the server', 'npm', ['run', 'build']);

const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
