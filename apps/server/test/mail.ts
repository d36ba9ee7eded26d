/** An outbox .eml with its quoted-printable soft breaks and escapes undone, so links can be read. */
export function decodeMail(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of the set-password link in a mail, if any. */
export function mailedLinkToken(eml: string): string | undefined {
  return /http:\/\/portal\.test\/auth\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(decodeMail(eml))?.[1];
}
