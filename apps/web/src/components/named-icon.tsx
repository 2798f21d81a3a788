import {
  type Icon,
  IconAccessible,
  IconBook,
  IconBrain,
  IconBrandAdobe,
  IconBrandAngular,
  IconBrandFigma,
  IconBrandHtml5,
  IconBrandPython,
  IconBrandReact,
  IconBrandSketch,
  IconBrandVue,
  IconBrush,
  IconBulb,
  IconCamera,
  IconChartLine,
  IconCode,
  IconColorSwatch,
  IconDeviceMobile,
  IconDevices,
  IconHandClick,
  IconLeaf,
  IconPalette,
  IconPencil,
  IconPuzzle,
  IconSchool,
  IconSpeakerphone,
  IconTypography,
  IconVector,
  IconWriting,
} from '@tabler/icons-react';
import type { Tint } from './tinted-chip/tinted-chip';
import { TintedIcon } from './tinted-icon';

/** The icons stored data may name (a course's or a project's logo), by their Tabler name. */
const ICONS: Record<string, Icon> = {
  accessible: IconAccessible,
  brain: IconBrain,
  'brand-adobe': IconBrandAdobe,
  'brand-angular': IconBrandAngular,
  'brand-figma': IconBrandFigma,
  'brand-html5': IconBrandHtml5,
  'brand-python': IconBrandPython,
  'brand-react': IconBrandReact,
  'brand-sketch': IconBrandSketch,
  'brand-vue': IconBrandVue,
  brush: IconBrush,
  bulb: IconBulb,
  camera: IconCamera,
  'chart-line': IconChartLine,
  code: IconCode,
  'color-swatch': IconColorSwatch,
  'device-mobile': IconDeviceMobile,
  devices: IconDevices,
  'hand-click': IconHandClick,
  leaf: IconLeaf,
  palette: IconPalette,
  pencil: IconPencil,
  puzzle: IconPuzzle,
  school: IconSchool,
  sketch: IconBrandSketch,
  speakerphone: IconSpeakerphone,
  typography: IconTypography,
  vector: IconVector,
  writing: IconWriting,
};

const TINTS: readonly string[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error'];
export const asTint = (color: string): Tint => (TINTS.includes(color) ? (color as Tint) : 'primary');

/** A logo named by stored data, on a tile of its colour; a book when the name is unknown. */
export function NamedIcon({ name, color, size = 38 }: { name: string; color: string; size?: number }) {
  return <TintedIcon icon={ICONS[name] ?? IconBook} tone={asTint(color)} size={size} />;
}
