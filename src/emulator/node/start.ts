/**
 * `npm start`: the production dashboard and the service on one port (PORT, default 8787), on
 * the synthetic world or, with `--db <file>`, on an imported database. See docs/self-hosting.md.
 */
import { runCli } from './http-server';

void runCli(true);
