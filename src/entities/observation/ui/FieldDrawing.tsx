import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SkyObject } from '../model/view';

// The eyepiece's field is a circle 100 units across; an object is drawn at its real size in that field.
const FIELD = 100;
const R = FIELD / 2;
// below this an object would vanish: it is drawn as a dot this size, which the caption says
const DOT = 0.6;

/** the Pleiades' brightest stars: offset from Alcyone in arcminutes (east left, north up), and magnitude */
const PLEIADES: readonly [number, number, number][] = [
  [0, 0, 2.9],
  [-24, -3, 3.6],
  [-20, 5, 5.1],
  [22, 8, 3.7],
  [27, 15, 4.3],
  [33, -5, 4.1],
  [38, 20, 5.5],
  [-8, -26, 5.6],
  [-22, -12, 6.3],
];
/** the Galilean moons' usual offsets from Jupiter, in arcminutes (Io, Europa, Ganymede, Callisto) */
const GALILEAN = [-1.6, 2.4, -4.6, 8.2];

/**
 * One sky object drawn to the true field of view of a telescope and eyepiece: the circle is what the
 * eyepiece shows, the object at its real angular size inside it (cut by the circle where it is larger).
 */
export function FieldDrawing({ object, trueFieldDeg }: { object: SkyObject; trueFieldDeg: number }) {
  const { t } = useTranslation('observe');
  const id = useId();
  const scale = FIELD / (trueFieldDeg * 60); // units per arcminute
  const width = object.widthArcmin * scale;
  const name = t(`object_${object.key}`);
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
      <svg viewBox={`0 0 ${FIELD} ${FIELD}`} width="100%" role="img" aria-label={t('drawing_of', { name })}>
        <defs>
          <clipPath id={`${id}-field`}>
            <circle cx={R} cy={R} r={R} />
          </clipPath>
          <radialGradient id={`${id}-glow`}>
            <stop offset="0%" stopColor="#d8e4e0" stopOpacity="0.85" />
            <stop offset="60%" stopColor="#9fb3ad" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#9fb3ad" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx={R} cy={R} r={R} fill="#05070d" />
        <g clipPath={`url(#${id}-field)`}>{drawn(object, scale, width, id)}</g>
        <circle cx={R} cy={R} r={R - 0.5} fill="none" stroke="#3a4256" />
      </svg>
      <Typography component="figcaption" variant="body2">
        {name}
      </Typography>
    </Box>
  );
}

function drawn(object: SkyObject, scale: number, width: number, id: string) {
  const r = Math.max(width / 2, DOT);
  switch (object.key) {
    case 'moon':
      return (
        <g>
          <circle cx={R} cy={R} r={r} fill="#cfcfc8" />
          {/* the maria: darker plains where a beginner first looks */}
          <ellipse cx={R - r * 0.3} cy={R - r * 0.35} rx={r * 0.28} ry={r * 0.2} fill="#9c9c95" />
          <ellipse cx={R + r * 0.25} cy={R - r * 0.1} rx={r * 0.22} ry={r * 0.3} fill="#a3a39c" />
          <ellipse cx={R - r * 0.1} cy={R + r * 0.35} rx={r * 0.3} ry={r * 0.16} fill="#a8a8a1" />
        </g>
      );
    case 'jupiter':
      return (
        <g>
          {GALILEAN.map((offset) => (
            <circle key={offset} cx={R + offset * scale} cy={R} r={Math.max(r * 0.05, DOT / 2)} fill="#f2eee4" />
          ))}
          <circle cx={R} cy={R} r={r} fill="#e6d7bd" />
          <rect x={R - r} y={R - r * 0.35} width={r * 2} height={r * 0.18} fill="#b58f6a" />
          <rect x={R - r} y={R + r * 0.15} width={r * 2} height={r * 0.18} fill="#b58f6a" />
        </g>
      );
    case 'saturn': {
      const globe = Math.max((object.heightArcmin * scale) / 2, DOT * 0.6);
      return (
        <g>
          <ellipse cx={R} cy={R} rx={r} ry={r * 0.32} fill="none" stroke="#d9c9a0" strokeWidth={r * 0.12} />
          <circle cx={R} cy={R} r={globe} fill="#e3d2a6" />
        </g>
      );
    }
    case 'orion-nebula':
      return (
        <g>
          <ellipse
            cx={R}
            cy={R}
            rx={r}
            ry={Math.max((object.heightArcmin * scale) / 2, DOT)}
            fill={`url(#${id}-glow)`}
          />
          {/* the Trapezium: four stars at its heart */}
          {[
            [-0.4, 0],
            [0.3, -0.2],
            [0.1, 0.35],
            [0.45, 0.3],
          ].map(([dx, dy]) => (
            <circle key={`${dx}${dy}`} cx={R + dx * scale} cy={R + dy * scale} r={DOT / 2} fill="#ffffff" />
          ))}
        </g>
      );
    case 'pleiades':
      return (
        <g>
          {PLEIADES.map(([dx, dy, magnitude]) => (
            <circle
              key={`${dx},${dy}`}
              cx={R - 10 * scale + dx * scale}
              cy={R + dy * scale}
              r={Math.max(0.5, 2.2 - (magnitude - 3) * 0.45)}
              fill="#dfe8ff"
            />
          ))}
        </g>
      );
  }
}
