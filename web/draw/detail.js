// Level of detail: which agents get their per-agent overlays (goal line, rays, forces, badges).

/** Up to this many agents, every agent is drawn in detail; above it only the selected one, unless the
 *  "every agent" overlay asks for all. */
export const DETAIL_AGENTS = 50;

/**
 * Whether agent i is drawn in detail this frame.
 * @param {{detail: boolean, selected: number}} frame
 */
export function detailed(frame, i) {
  return frame.detail || i === frame.selected;
}
