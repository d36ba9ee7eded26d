/** A refusal or failure of a backup or restore the operator can act on: the CLI prints its message and exits 1. */
export class BackupError extends Error {}
