import {
  CARRIERS,
  createEmptyLevel,
  type Hazard,
  type Leak,
  type Level,
  type Prop,
  setNetworkCell,
  setTerrain,
} from "../src/index.ts";

/**
 * A size × size stress level: three comb-shaped networks (a spine with a tooth every third column, so
 * every carrier is a tree), a flow prop per spine, a consumer per tooth, T-junctions where teeth leave the
 * spine, wall-routed electricity with wall leaks, many floor leaks, doors, and hazards on a third of the floor.
 */
export function bigLevel(size = 64): Level {
  let level = createEmptyLevel(size, size, { id: `bench-${size}`, title: `Benchmark ${size}×${size}` });
  const props: Prop[] = [];
  const leaks: Leak[] = [];
  const spineY = { fuel: 1, coolant: size - 2, electricity: Math.floor(size / 2) } as const;
  CARRIERS.forEach((carrier, k) => {
    const sy = spineY[carrier];
    for (let x = 0; x < size; x++) level = setNetworkCell(level, carrier, { x, y: sy }, true);
    for (let x = k + 1; x < size - 1; x += 3) {
      for (let y = 2; y < size - 2; y++) if (y !== sy) level = setNetworkCell(level, carrier, { x, y }, true);
    }
  });
  // The electricity spine row is the only network crossing the middle: walls on some of its teeth.
  for (let x = 3; x < size - 1; x += 6) {
    for (const y of [10, size - 10]) level = setTerrain(level, { x, y }, "wall");
  }
  const occupied = new Set<string>();
  const add = (prop: Prop) => {
    const key = `${prop.at.x},${prop.at.y}`;
    if (occupied.has(key)) return;
    occupied.add(key);
    props.push(prop);
  };
  CARRIERS.forEach((carrier, k) => {
    add({ kind: "flow", id: `${carrier}-source`, at: { x: 0, y: spineY[carrier] }, carrier, enabled: true });
    let n = 0;
    for (let x = k + 1; x < size - 1; x += 3) {
      const endY = spineY[carrier] < size / 2 ? size - 3 : 2;
      add({ kind: "consumer", id: `${carrier}-consumer-${n++}`, at: { x, y: endY }, carrier, enabled: true });
    }
  });
  add({
    kind: "reactor-control",
    id: "core",
    at: { x: size - 1, y: 5 },
    bindings: { fuel: { x: 1, y: size - 3 }, coolant: { x: 2, y: 2 }, electricity: { x: 3, y: 2 } },
    activated: false,
  });
  // Junctions where teeth leave a spine: two T-junctions on the fuel spine, one cross on the electricity spine.
  add({ kind: "t-junction", id: "fuel-split-1", at: { x: 10, y: spineY.fuel }, mode: "2/2" });
  add({ kind: "t-junction", id: "fuel-split-2", at: { x: 31, y: spineY.fuel }, mode: "1/3" });
  add({ kind: "cross-junction", id: "power-split", at: { x: 12, y: spineY.electricity }, mode: "2/2/2" });
  for (let i = 0; i < 8; i++) {
    const x = 5 + i * 7;
    add({
      kind: "door",
      id: `door-${i}`,
      at: { x, y: 20 },
      edge: [
        { x, y: 20 },
        { x: x + 1, y: 20 },
      ],
      open: i % 2 === 0,
    });
  }
  let leakId = 0;
  for (let x = 1; x < size - 1; x += 6) {
    for (const y of [8, 24, 40, 52]) {
      leaks.push({
        id: `leak-${leakId++}`,
        carrier: "fuel",
        at: { x, y },
        access: { x, y },
        severity: 1,
        repaired: false,
      });
      leaks.push({
        id: `leak-${leakId++}`,
        carrier: "coolant",
        at: { x: x + 1, y: y + 1 },
        access: { x: x + 1, y: y + 1 },
        severity: 1,
        repaired: false,
      });
    }
  }
  for (let x = 3; x < size - 1; x += 6) {
    for (const y of [10, size - 10]) {
      leaks.push({
        id: `leak-${leakId++}`,
        carrier: "electricity",
        at: { x, y },
        access: { x, y: y + 1 },
        severity: 1,
        repaired: false,
      });
    }
  }
  const hazards: Hazard[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (level.terrain[y]![x] !== "." || i % 3 !== 0) continue;
      hazards.push({
        at: { x, y },
        fuel: (i % 7) * 0.9,
        coolant: (i % 5) * 0.8,
        electricity: (i % 4) * 0.9,
        heat: (i % 6) * 0.9,
      });
    }
  }
  return { ...level, props, leaks, hazards, robot: { at: { x: 0, y: 0 }, inventory: [], heatImmunity: 0 } };
}
