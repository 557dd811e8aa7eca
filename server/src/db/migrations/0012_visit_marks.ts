/**
 * The visitors already counted for a project on a UTC day (modules/stats/visit-counter.ts): a visit is inserted
 * only when its key is new here, so a client that reloads, drops its cookie or reports again is counted once a day.
 * Rows of past days are pruned after two days (db/prune.ts).
 */
export const id = '0012_visit_marks';

export const sql = /* sql */ `
create table visit_marks (
  project_id bigint not null references projects (id) on delete cascade,
  day date not null,
  visitor_key text not null check (length(visitor_key) between 1 and 64),
  primary key (project_id, day, visitor_key)
);
create index visit_marks_day_idx on visit_marks (day);
`;
