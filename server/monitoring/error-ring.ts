/** How many server errors are kept: the newest replace the oldest. */
export const ERROR_RING_SIZE = 50;

export interface ServerErrorEntry {
  at: string;
  method: string;
  /** The route's pattern when one matched, else the path without its query. */
  route: string;
  statusCode: number;
  message: string;
  requestId: string;
  /** Whose request failed; null for calls without a session. Owners see their own only. */
  organizationId: string | null;
}

/** The last 5xx answers of this process, for the performance monitor. */
export class ErrorRing {
  private readonly entries: (ServerErrorEntry | undefined)[] = new Array<ServerErrorEntry | undefined>(ERROR_RING_SIZE);
  private next = 0;

  record(entry: ServerErrorEntry): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % ERROR_RING_SIZE;
  }

  /** Newest first; only those `visible` lets through. */
  newestFirst(visible: (entry: ServerErrorEntry) => boolean = () => true): ServerErrorEntry[] {
    const out: ServerErrorEntry[] = [];
    for (let i = 1; i <= ERROR_RING_SIZE; i++) {
      const entry = this.entries[(this.next - i + ERROR_RING_SIZE) % ERROR_RING_SIZE];
      if (entry && visible(entry)) out.push(entry);
    }
    return out;
  }
}
