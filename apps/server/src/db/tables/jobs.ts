/**
 * The last run of each background job across all instances (migration 009, decision 019): on PostgreSQL a
 * job runs only when its last start is at least one interval old, under its advisory lock.
 */
export interface JobRunsTable {
  name: string;
  /** Database time (epoch ms) of the last start. */
  started_at: number;
  finished_at: number | null;
  /** Starts so far, all instances together. */
  runs: number;
  /** Which instance started it last (host:pid:random). */
  instance: string;
}

export interface JobTables {
  job_runs: JobRunsTable;
}
