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
