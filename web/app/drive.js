// Drive mode: arrows or WASD drive one continuous agent (the panel's Drive button, or the console). Keeps
// which keys are held and sends their sum to the core as the driven agent's input.
import { DRIVE_KEYS } from '../ui/keyboard.js';

/** Adds app.drive(index, on, assist) and app.driveKeys ({ held, send, stop }) for the keyboard. */
export function wireDrive(app) {
  const { sim, ui, canvas } = app;
  const held = new Set();
  const send = () => {
    if (ui.driving === null) return;
    let x = 0,
      y = 0;
    for (const code of held) {
      x += DRIVE_KEYS[code][0];
      y += DRIVE_KEYS[code][1];
    }
    sim.setDriveInput(ui.driving, Math.max(-1, Math.min(1, x)), Math.max(-1, Math.min(1, y)));
  };
  ui.driving = null;
  const drive = (index, on, assist = true) => {
    if (ui.driving !== null && ui.driving !== index) sim.setDrive(ui.driving, false);
    sim.setDrive(index, on, assist);
    ui.driving = on ? index : null;
    held.clear();
    if (on) {
      canvas.focus();
      app.loop.play();
    }
    sim.version++;
  };
  app.drive = drive;
  app.driveKeys = { held, send, stop: () => drive(ui.driving, false) };
}
