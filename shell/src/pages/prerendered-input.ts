// What a person typed or ticked in the prerendered /login before the script took over. Hydration
// resets controlled inputs to React's state, so bootstrap records the form first and the page adopts it.
type Captured = Record<string, string | boolean>;
let captured: Captured = {};

export function capturePrerenderedInput(root: HTMLElement) {
  captured = {};
  root.querySelectorAll('input[name]').forEach((node) => {
    const input = node as HTMLInputElement;
    captured[input.name] = input.type === 'checkbox' ? input.checked : input.value;
  });
}

/** Returns the captured values once (later mounts of the page start clean). */
export function takePrerenderedInput(): Captured {
  const c = captured;
  captured = {};
  return c;
}

/**
 * True while the prerendered form waits to be adopted. The page then starts from the prerendered
 * state (no stored id, box unticked) so hydration matches the markup, and applies the stored choice
 * right after: a checkbox whose state differs from its markup at hydration stays visibly unticked.
 */
export function hasPrerenderedInput(): boolean {
  return Object.keys(captured).length > 0;
}
