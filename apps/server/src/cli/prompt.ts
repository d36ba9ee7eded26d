import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Whether a person can answer a question: both ends are a terminal. */
export const canPrompt = () => process.stdin.isTTY === true && process.stdout.isTTY === true;

/** Asks one question on the terminal; `hidden` echoes nothing of the answer (a password). */
export async function ask(question: string, { hidden = false } = {}): Promise<string> {
  let muted = false;
  // readline echoes what is typed through its output; a password's keystrokes are dropped there.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    return await answer;
  } catch (err) {
    // Ctrl+C or Ctrl+D at the question: the person changed their mind, which is no crash.
    if ((err as Error).name !== 'AbortError') throw err;
    console.error('\nCancelled; nothing was changed.');
    return process.exit(1);
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}
