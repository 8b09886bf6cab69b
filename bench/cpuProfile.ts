// Reading V8 CPU profiles (.cpuprofile: Node's --cpu-prof, Chromium's Profiler domain): where the time went.
import path from 'node:path';
import { root } from './lib';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

// samples in the first are the thread waiting; in the second, V8 outside any JS function: neither is
// a function's cost
const IDLE = '(idle)';
const NOT_JS = '(program)';

function shortUrl(url: string): string {
  if (!url) return '(native)';
  if (/^https?:/.test(url)) return new URL(url).pathname;
  const p = url.replace(/^file:\/\//, '');
  const at = p.lastIndexOf('node_modules/');
  if (at >= 0) return p.slice(at + 'node_modules/'.length);
  return p.startsWith(root) ? path.relative(root, p) : p;
}

function frameName({ callFrame }: ProfileNode): string {
  return `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : ''}`.trim();
}

/**
 * Self time per function and per file, and total time per function (itself and what it called, each
 * sample counted once per function on its stack), in ms from samples × time deltas.
 */
export function summarise(profile: CpuProfile, top = 20) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  const totals = new Map<string, number>();
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i])!;
    if (leaf.callFrame.functionName === IDLE) idle += ms;
    const name = frameName(leaf);
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const file = leaf.callFrame.url ? shortUrl(leaf.callFrame.url) : leaf.callFrame.functionName || '(native)';
    files.set(file, (files.get(file) ?? 0) + ms);
    if (leaf.callFrame.functionName === IDLE || leaf.callFrame.functionName === NOT_JS) continue;
    const onStack = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id))
      onStack.add(frameName(byId.get(id)!));
    for (const frame of onStack) totals.set(frame, (totals.get(frame) ?? 0) + ms);
  }
  totals.delete('(root)');
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: Number(((ms / totalMs) * 100).toFixed(1)) }));
  return {
    totalMs: Math.round(totalMs),
    busyMs: Math.round(totalMs - idle),
    busyPercent: Number((((totalMs - idle) / totalMs) * 100).toFixed(1)),
    functions: rank(functions),
    files: rank(files),
    totals: rank(totals),
  };
}
