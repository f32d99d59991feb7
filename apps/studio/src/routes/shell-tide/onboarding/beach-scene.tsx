/**
 * The beach drawn with SVG and CSS only: sand, the sea foreground with its foam (fades in at TIDE_REVEAL),
 * footprints along the shoreline and the Dolphin. Coordinates live in a 1600×900 viewBox.
 */

const W = 1600;
/** The shoreline runs slightly diagonally, so the footprint route along it is diagonal too. */
const shoreY = (x: number) => 300 + (170 * x) / W;

const seaPath = (() => {
  const points: string[] = [];
  for (let x = 0; x <= W; x += 80) {
    const wave = Math.sin(x / 90) * 10;
    points.push(`${x},${(shoreY(x) + wave).toFixed(1)}`);
  }
  return `M0,0 L${W},0 L${points.reverse().join(" L")} Z`;
})();

const foamPath = (() => {
  const points: string[] = [];
  for (let x = 0; x <= W; x += 40) points.push(`${x},${(shoreY(x) + Math.sin(x / 90) * 10 + 6).toFixed(1)}`);
  return `M${points.join(" L")}`;
})();

/** Small fixed jitter per step (a hash of the index): prints look hand-placed but render the same every time. */
const jitter = (i: number, salt: number) => {
  const h = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return h - Math.floor(h) - 0.5;
};

export const FOOTPRINT_COUNT = 14;

/** The footprint route: a straight diagonal on the sand, parallel to the water, never in it. */
export const footprints = Array.from({ length: FOOTPRINT_COUNT }, (_, i) => {
  const x = 140 + i * 95;
  const side = i % 2 === 0 ? -1 : 1;
  const y = shoreY(x) + 150 + side * 16 + jitter(i, 1) * 6;
  const angle = (Math.atan2(170, W) * 180) / Math.PI + 90 + jitter(i, 2) * 14;
  return { x: x + jitter(i, 3) * 6, y, angle, side };
});

/** Seconds between two prints: 14 prints make one 9.8 s walk loop (TIMINGS.walkLoopMs). */
const STEP_S = 0.7;

function Footprint(props: { x: number; y: number; angle: number; side: number; index: number }) {
  return (
    <g
      className="st-footprint"
      style={{ animationDelay: `${props.index * STEP_S}s` }}
      transform={`translate(${props.x.toFixed(1)} ${props.y.toFixed(1)}) rotate(${props.angle.toFixed(1)})`}
    >
      <ellipse rx="8" ry="14" />
      <circle cx={props.side * 3} cy="-18" r="3" />
      <circle cx={props.side * -2} cy="-19" r="2.6" />
      <circle cx={props.side * -6} cy="-17" r="2.2" />
    </g>
  );
}

/**
 * Where the Dolphin stops: in the surf on the shoreline, a little right of the centre so it stays in
 * the part of the scene a portrait phone still shows (the scene is cropped at its sides there).
 */
export const DOLPHIN_BOX = (() => {
  const width = 300;
  const height = (width * 140) / 200;
  const x = 900 - width / 2;
  // its belly (about 80% down its box) rests on the foam line
  return { x, y: shoreY(900) - height * 0.8, width, height };
})();

export function DolphinFigure(props: {
  className?: string;
  box?: { x: number; y: number; width: number; height: number };
}) {
  const box = props.box;
  return (
    <svg
      className={props.className}
      viewBox="0 0 200 140"
      role="img"
      aria-label="Cá Heo / Dolphin"
      {...(box ? { x: box.x, y: box.y, width: box.width, height: box.height } : {})}
    >
      <path
        d="M20 88 C40 50 95 30 140 46 C160 53 176 64 186 74 C176 76 168 80 160 86 C140 100 100 108 70 102 C58 112 46 122 30 126 C38 114 42 104 40 96 C32 96 26 93 20 88 Z"
        fill="#3f8fbf"
      />
      <path d="M96 40 C100 22 114 12 124 10 C118 24 118 36 122 44 Z" fill="#2f7aa8" />
      <path d="M70 98 C84 100 98 96 108 90 C100 104 86 110 70 106 Z" fill="#d8eef8" />
      <circle cx="158" cy="66" r="4" fill="#10222e" />
      <circle cx="159.5" cy="64.6" r="1.2" fill="#fff" />
      <path
        d="M170 78 C174 80 178 80 182 78"
        stroke="#10222e"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BeachScene(props: { sea: boolean; footprints: boolean; dolphin: boolean; label: string }) {
  return (
    <div className="st-beach" data-sea={props.sea} data-footprints={props.footprints}>
      <svg
        className="st-beach-svg"
        viewBox="0 0 1600 900"
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={props.label}
      >
        <defs>
          <linearGradient id="st-sand" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f3dfb0" />
            <stop offset="1" stopColor="#e6c98c" />
          </linearGradient>
          <linearGradient id="st-water" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#1e7fb0" />
            <stop offset="1" stopColor="#5cc3d9" />
          </linearGradient>
        </defs>
        <rect width="1600" height="900" fill="url(#st-sand)" />
        <g className="st-sea" data-testid="st-sea" aria-hidden={!props.sea}>
          <path d={seaPath} fill="url(#st-water)" />
          <path
            d={foamPath}
            className="st-foam"
            fill="none"
            stroke="#ffffff"
            strokeWidth="10"
            strokeLinecap="round"
          />
        </g>
        {props.footprints && (
          <g className="st-footprints" data-testid="st-footprints" fill="#c9a767">
            {footprints.map((f, i) => (
              <Footprint key={`${f.x}-${f.y}`} {...f} index={i} />
            ))}
          </g>
        )}
        {/* Drawn in the scene's own coordinates, so it stands on the shoreline whatever the crop. */}
        {props.dolphin && (
          <g className="st-dolphin" data-testid="st-dolphin">
            <DolphinFigure className="st-dolphin-svg" box={DOLPHIN_BOX} />
          </g>
        )}
      </svg>
    </div>
  );
}
