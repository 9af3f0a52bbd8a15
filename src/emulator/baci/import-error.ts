/** An import failure that names the file (and the line, when one is to blame). */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line === null ? '' : ` line ${line}`}: ${reason}`);
    this.name = 'ImportError';
  }
}

/** The import was interrupted (SIGINT): nothing was written in place of the previous database. */
export class ImportInterrupted extends Error {
  constructor() {
    super('import interrupted: the previous database (if any) is untouched');
    this.name = 'ImportInterrupted';
  }
}
