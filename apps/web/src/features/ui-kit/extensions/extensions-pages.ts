import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ExtensionsPageName } from './extensions-catalogue';

/** Each page of /extensions, a chunk of its own. */
export const extensionsPages: Record<ExtensionsPageName, LazyExoticComponent<ComponentType>> = {
  tour: lazy(() => import('./pages/tour-page').then((m) => ({ default: m.TourPage }))),
  carousel: lazy(() => import('./pages/carousel-page').then((m) => ({ default: m.CarouselPage }))),
  'drag-and-drop': lazy(() =>
    import('./pages/drag-and-drop-page').then((m) => ({ default: m.DragAndDropPage })),
  ),
  editor: lazy(() => import('./pages/editor-page').then((m) => ({ default: m.EditorPage }))),
  'file-upload': lazy(() => import('./pages/file-upload-page').then((m) => ({ default: m.FileUploadPage }))),
};
