-- Rate-limit counters live for minutes and losing them in a crash only resets some windows, so
-- they skip the write-ahead log: every counted request (each message sent) saves a WAL flush.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
