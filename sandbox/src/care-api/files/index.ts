/**
 * The Files Care API (File Dashboard): sources, categories and category patterns, file types
 * (outbound details) and their destinations, received files with their job history, the error
 * folders, sending a file to a source, and a file's bytes from the file store.
 *
 * Each concern is a file beside this one: who may do what (access.ts), the records (records.ts)
 * and jobs (jobs.ts), and the routes of received files, categories, file types, delivery and
 * sources.
 */
import type { Db } from '../../db/index.ts';
import type { FileStore } from '../file-store.ts';
import type { Binding } from '../http.ts';
import { categoryRoutes } from './categories.ts';
import { deliveryRoutes } from './delivery.ts';
import { fileTypeRoutes } from './file-types.ts';
import { receivedFileRoutes } from './received.ts';
import { sourceRoutes } from './sources.ts';

export function fileRoutes(db: Db, store: FileStore): Binding[] {
  return [...receivedFileRoutes(db), ...categoryRoutes(db), ...fileTypeRoutes(db), ...deliveryRoutes(db, store), ...sourceRoutes(db)];
}
