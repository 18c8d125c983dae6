// Resolves a path an envelope names, refusing any that leads out of the envelope's folder.

import { realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { PtyscreenError, toPtyscreenError, type SourceLocation } from '../../errors.js';

function refuse(name: string, why: string, where: SourceLocation): PtyscreenError {
  return new PtyscreenError('capture.envelope.path', `castFile ${JSON.stringify(name)} ${why}; give a path inside the envelope's folder`, where);
}

/**
 * `name` resolved inside `baseDir`, symlinks followed. An envelope is data a stranger may hand us: it
 * must not make us read files elsewhere, by `..`, by an absolute path, or by a symlink pointing out.
 */
export async function resolveInside(baseDir: string, name: string, where: SourceLocation): Promise<string> {
  if (isAbsolute(name) || /^[a-zA-Z]:/.test(name)) throw refuse(name, 'is absolute', where);
  if (name.split(/[\\/]/).includes('..')) throw refuse(name, 'climbs out with ..', where);
  let base: string;
  let target: string;
  try {
    base = await realpath(baseDir);
    target = await realpath(join(base, name));
  } catch (error) {
    throw toPtyscreenError(error, join(baseDir, name));
  }
  const inside = relative(base, target);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
    throw refuse(name, 'leads out of the folder through a symlink', where);
  }
  return target;
}
