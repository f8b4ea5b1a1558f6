// Reading one JSON file of a catalogue folder, with an error that names the file.
import fs from 'node:fs';
import path from 'node:path';

export function readCatalogueFile<T>(dir: string, file: string): T {
  const full = path.join(dir, file);
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  } catch (e) {
    throw new Error(`Cannot read catalogue file ${full}: ${(e as Error).message}`);
  }
}
