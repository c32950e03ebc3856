/**
 * Keys typed into a picker's stand-in before the picker is there, replayed into the picker once it
 * mounts, in order: nothing the user typed is lost, however fast. From the first focus on the
 * stand-in until the replay ends, text keys, Enter, Backspace and Escape anywhere in the page are
 * held (Tab and shortcuts pass: they move focus or act on the page as usual). Until an Enter,
 * `echo(index, text)` shows the typing in the stand-in's input.
 */
const HELD = new Set(['Enter', 'Backspace', 'Escape']);

/** Sets an input's text the way typing does, so React's onChange sees it. */
function setText(input, text) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function apply(step, inputs) {
  if (step.focus !== undefined) {
    inputs[step.focus]?.focus();
    return;
  }
  if (step.text !== undefined) {
    inputs[step.index]?.focus();
    if (inputs[step.index]) setText(inputs[step.index], step.text);
    return;
  }
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement)) return;
  if (step.chars !== undefined) setText(el, el.value + step.chars);
  else if (step.key === 'Backspace') setText(el, el.value.slice(0, -1));
  else el.dispatchEvent(new KeyboardEvent('keydown', { key: step.key, bubbles: true, cancelable: true }));
}

export function keyBuffer() {
  const steps = [];
  let index = -1;
  let entered = false;
  let replaying = false;
  let echo = () => {};

  const hold = (e) => {
    // the replay's own keys (untrusted) go through
    if (!e.isTrusted || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key.length !== 1 && !HELD.has(e.key)) return;
    e.preventDefault();
    e.stopPropagation();
    steps.push(e.key.length === 1 ? { chars: e.key } : { key: e.key });
    if (e.key === 'Enter') entered = true;
    else if (!entered && !replaying && index >= 0) echo(index, e.key);
  };
  const stop = () => {
    document.removeEventListener('keydown', hold, true);
    steps.length = 0;
    index = -1;
    entered = false;
    replaying = false;
  };

  return {
    /** the stand-in input that has the focus, or -1 */
    get index() {
      return index;
    },
    onEcho(fn) {
      echo = fn;
    },
    /** focus came to stand-in input `i` */
    start(i) {
      if (replaying) return;
      if (index < 0) document.addEventListener('keydown', hold, true);
      index = i;
      steps.push({ focus: i });
    },
    /** text that came without keys (paste, input methods) */
    text(i, value) {
      steps.push({ index: i, text: value });
    },
    /** focus left the stand-in for something else: nothing to hand over */
    stop,
    /** gives the focus and what was typed to the real inputs, one step per task */
    async replay(inputs) {
      if (index < 0) return;
      replaying = true;
      while (steps.length) {
        let step = steps.shift();
        // a run of text keys goes in at once, as a paste would: no flicker of half-typed text
        while (step.chars !== undefined && steps[0]?.chars !== undefined) step = { chars: step.chars + steps.shift().chars };
        apply(step, inputs);
        // the picker re-renders between steps, as between a user's keys
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      stop();
    },
  };
}
