// The editing tools: id, key, label and the hint the toolbar shows; and which behaviours live on grid cells.

export const TOOLS = [
  {
    id: 'select',
    key: '1',
    label: 'Select',
    hint: "Drag agents, goals and circles. Drag a selected circle's handle to resize. Delete removes the selection.",
  },
  {
    id: 'wall',
    key: '2',
    label: 'Walls',
    hint: 'Drag to paint blocked cells (right-drag erases). Free, Line or Rect and the brush size are in the bar over the canvas; Maze and Rooms draw a seeded pattern.',
  },
  {
    id: 'erase',
    key: '3',
    label: 'Erase',
    hint: 'Drag to clear blocked cells. Free, Line or Rect (a whole area) and the brush size are in the bar over the canvas.',
  },
  {
    id: 'circle',
    key: '4',
    label: 'Circle',
    hint: 'Press and drag out a circle obstacle. Drag an existing one to move it.',
  },
  {
    id: 'agent',
    key: '5',
    label: '+ Agent',
    hint: 'Press at the start and drag to the goal. The menu beside this tool picks the behaviour (grid behaviours snap to cells).',
  },
  {
    id: 'path',
    key: '6',
    label: 'Path',
    hint: 'Click to add points to a path (a new one, or the selected open one); click its first point to close the loop; drag points to move them; Delete removes the selected point.',
  },
  { id: 'delete', key: '7', label: 'Delete', hint: 'Click an agent, circle or path point to remove it.' },
  {
    id: 'terrain',
    key: '8',
    label: 'Terrain',
    hint: 'Drag to raise, lower or flatten the ground under the disc (the bar over the canvas picks which, its radius and strength). Only feelers sense heights; the other behaviours keep their 2D rules.',
  },
];
