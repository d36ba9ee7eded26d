import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The text of the `{…}` that starts at `open`, braces balanced. */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** Each `attribute={…}` in the source, with the JSX element it sits on. */
function handlers(text: string, attribute: string): { tag: string; code: string }[] {
  const found: { tag: string; code: string }[] = [];
  for (const match of text.matchAll(new RegExp(`\\b${attribute}=\\{`, 'g'))) {
    const at = match.index;
    const tag = /<([A-Za-z.]+)[^<]*$/.exec(text.slice(0, at))?.[1] ?? '?';
    found.push({ tag, code: braced(text, at + attribute.length + 1) });
  }
  return found;
}

/** Forms that send nothing themselves: their submit moves to another step that does. */
const FORMS_THAT_SEND_NOTHING: Record<string, string> = {
  '../../features/schedule/components/training-form-modal.tsx': 'Next opens the confirm step, whose button books',
  '../admin/edit-form.tsx': 'its submit is the useSubmit of the form that draws it',
  '../../features/auth/components/password-form-frame.tsx': 'its submit is the useSubmit of the page that draws it',
};

/** Buttons whose write is the same however often it is sent, and which close at once. */
const IDEMPOTENT_CLICKS: Record<string, string> = {
  '../../app/shell/first-time-language-modal.tsx': 'choosing a language closes the dialog; choosing it twice stores it once',
};

describe('every submit is disabled while it is in flight, so a double-click sends once', () => {
  it('reads the web source', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(150);
  });

  it('every <form> submits through useSubmit or useInFlight (or sends nothing itself)', () => {
    const unguarded = Object.entries(sources)
      .filter(([, text]) => /<form\b/.test(text))
      .filter(([path]) => !(path in FORMS_THAT_SEND_NOTHING))
      .filter(([, text]) => !/\buseSubmit\(|\buseInFlight\(/.test(text))
      .map(([path]) => path);
    expect(unguarded).toEqual([]);
  });

  it('lists every form it lets through, and no form that is gone', () => {
    for (const path of Object.keys(FORMS_THAT_SEND_NOTHING)) expect(sources[path]).toMatch(/<form\b/);
  });

  it('no Button or ActionIcon starts a write in its onClick without the in-flight lock (ActionButton, ConfirmModal, run)', () => {
    const unguarded = Object.entries(sources).flatMap(([path, text]) =>
      handlers(text, 'onClick')
        .filter(({ tag }) => tag === 'Button' || tag === 'ActionIcon')
        .filter(({ code }) => /\.mutate(Async)?\(/.test(code) && !/\brun\(/.test(code))
        .filter(() => !(path in IDEMPOTENT_CLICKS))
        .map(({ tag }) => `${path} <${tag}>`),
    );
    expect(unguarded).toEqual([]);
  });
});
