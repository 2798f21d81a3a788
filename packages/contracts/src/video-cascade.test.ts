import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CascadeNode,
  choicesAt,
  deepestOf,
  EMPTY_PATH,
  itemsOf,
  parsePath,
  pathTo,
  select,
  validPath,
} from './video-cascade.ts';

/** A random four-level tree: each node's parent is a node of the level above (or the root). */
const tree = fc
  .array(fc.array(fc.nat(50), { maxLength: 8 }), { minLength: 4, maxLength: 4 })
  .map((levels) => {
    const nodes: (CascadeNode & { level: number })[] = [];
    let nextId = 1;
    levels.forEach((picks, level) => {
      const above = nodes.filter((n) => n.level === level - 1);
      for (const pick of picks) {
        if (level > 0 && above.length === 0) break;
        const pid = level === 0 ? 0 : above[pick % above.length].id;
        nodes.push({ id: nextId++, pid, level });
      }
    });
    return nodes;
  });

/** A path that exists in the tree: a random walk down from the root, stopping anywhere. */
const walk = (nodes: CascadeNode[], picks: number[], depth: number) => {
  const ids = [0, 0, 0, 0];
  for (let level = 0; level < depth; level++) {
    const choices = choicesAt(level, ids, nodes);
    if (choices.length === 0) break;
    ids[level] = choices[picks[level] % choices.length].id;
  }
  return ids;
};

const isExistingPath = (ids: number[], nodes: CascadeNode[]) => {
  const parentOf = new Map(nodes.map((n) => [n.id, n.pid]));
  return ids.every((id, i) => {
    if (id === 0) return ids.slice(i).every((below) => below === 0);
    return parentOf.get(id) === (i === 0 ? 0 : ids[i - 1]);
  });
};

const scenario = fc
  .record({
    nodes: tree,
    picks: fc.array(fc.nat(100), { minLength: 4, maxLength: 4 }),
    depth: fc.integer({ min: 0, max: 4 }),
    index: fc.integer({ min: 0, max: 3 }),
    newId: fc.integer({ min: 0, max: 60 }),
  })
  .map((s) => ({ ...s, path: walk(s.nodes, s.picks, s.depth) }));

describe('the video cascade select', () => {
  it('starts from the spec’s empty selection', () => {
    expect(parsePath(EMPTY_PATH)).toEqual([0, 0, 0, 0]);
    expect(select(0, 0, itemsOf(EMPTY_PATH), [])).toBe(EMPTY_PATH);
  });

  it('replaces the item at the index, as the spec’s store does', () => {
    const nodes = [
      { id: 3, pid: 0 },
      { id: 7, pid: 3 },
      { id: 9, pid: 7 },
      { id: 4, pid: 0 },
    ];
    expect(select(0, 3, itemsOf('0,0,0,0'), nodes)).toBe('3,0,0,0');
    expect(select(1, 7, itemsOf('3,0,0,0'), nodes)).toBe('3,7,0,0');
    expect(select(2, 9, itemsOf('3,7,0,0'), nodes)).toBe('3,7,9,0');
    expect(select(0, 4, itemsOf('3,7,9,0'), nodes)).toBe('4,0,0,0');
    // 9 is not a child of 4: the choice is refused, and so is everything below.
    expect(select(1, 9, itemsOf('4,0,0,0'), nodes)).toBe('4,0,0,0');
  });

  it('resets every level below the one changed', () => {
    fc.assert(
      fc.property(scenario, ({ nodes, path, index, newId }) => {
        const next = parsePath(select(index, newId, itemsOf(path.join(',')), nodes));
        expect(next.slice(index + 1).every((id) => id === 0)).toBe(true);
      }),
    );
  });

  it('always names an existing path: each id’s parent is the id at the level above', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 4, maxLength: 4 }),
        (s, junk) => {
          // From a valid selection or from anything at all (a stale or hand-typed URL).
          for (const start of [s.path, junk]) {
            const next = parsePath(select(s.index, s.newId, itemsOf(start.join(',')), s.nodes));
            expect(isExistingPath(next, s.nodes)).toBe(true);
          }
        },
      ),
    );
  });

  it('keeps the levels above and takes the new id when it is a choice of the level', () => {
    fc.assert(
      fc.property(scenario, fc.nat(100), ({ nodes, path, index }, pick) => {
        if (index > 0 && path[index - 1] === 0) return;
        const choices = choicesAt(index, path, nodes);
        if (choices.length === 0) return;
        const chosen = choices[pick % choices.length].id;
        const next = parsePath(select(index, chosen, itemsOf(path.join(',')), nodes));
        expect(next.slice(0, index)).toEqual(path.slice(0, index));
        expect(next[index]).toBe(chosen);
      }),
    );
  });

  it('a node’s own path leads back to it, and validPath keeps a valid path as it is', () => {
    fc.assert(
      fc.property(scenario, ({ nodes, path }) => {
        expect(validPath(path, nodes)).toEqual(path);
        const deepest = deepestOf(path);
        if (deepest !== 0) expect(pathTo(deepest, nodes)).toEqual(path);
      }),
    );
  });

  it('reads unreadable URL text as nothing chosen from that level down', () => {
    expect(parsePath('3,x,5,0')).toEqual([3, 0, 0, 0]);
    expect(parsePath('1e3,2')).toEqual([0, 0, 0, 0]);
    expect(parsePath(undefined)).toEqual([0, 0, 0, 0]);
    expect(parsePath('4,0,6,0')).toEqual([4, 0, 0, 0]);
  });
});
