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
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}
