import { expect } from 'vitest';
import { backGestureMachine } from '../../machines/backGesture.machine';
import { defineModelTests } from '../support/model/define-model-tests';

const viewportWidth = 400;

defineModelTests({
  name: 'backGesture',
  machine: backGestureMachine,
  events: {
    'touch inside': { type: 'touch.start', x: 200, viewportWidth },
    'touch off left': { type: 'touch.start', x: -1, viewportWidth },
    'touch off right': { type: 'touch.start', x: viewportWidth + 1, viewportWidth },
    'move 100px': { type: 'touch.move', x: 300 },
    'move 101px': { type: 'touch.move', x: 301 },
    'move -101px': { type: 'touch.move', x: 99 },
    lift: { type: 'touch.end' },
  },
  // The context only remembers where the touch started; every sample starts at 200.
  distinguish: () => null,
  // `detected` has none: its only fact is its own tag, which replay already compares with the model.
  invariants: {
    idle: (snapshot) => {
      expect(snapshot.hasTag('backGesture')).toBe(false);
    },
    tracking: (snapshot) => {
      expect(snapshot.hasTag('backGesture')).toBe(false);
      expect(snapshot.context.startX).toBe(200);
    },
  },
});
