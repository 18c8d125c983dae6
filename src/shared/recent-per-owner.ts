// Values worked out per owner object and string key, the latest few hundred kept: what a live pane or
// a batch asks again and again (a command line, a process name, a dialog's line).

/**
 * A memo per owner (a pack, a pack set, a regex) of values by string key. An owner's memo starts over
 * once it holds `kept` keys, so a pane that shows new text forever keeps a bounded memo; an owner no
 * longer referenced takes its memo with it.
 */
export class RecentPerOwner<Owner extends object, Value> {
  private readonly memos = new WeakMap<Owner, Map<string, Value>>();

  constructor(private readonly kept: number) {}

  /** The value for `key` under `owner`, worked out by `compute` the first time. `compute` must not give undefined. */
  get(owner: Owner, key: string, compute: () => Value): Value {
    let memo = this.memos.get(owner);
    if (memo === undefined) {
      memo = new Map();
      this.memos.set(owner, memo);
    }
    let value = memo.get(key);
    if (value === undefined) {
      value = compute();
      if (memo.size >= this.kept) memo.clear();
      memo.set(key, value);
    }
    return value;
  }
}
