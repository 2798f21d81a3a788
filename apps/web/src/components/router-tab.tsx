import Tab from '@mui/material/Tab';
import { createLink } from '@tanstack/react-router';

/** A tab that is a link: the selected tab lives in the URL (its own file, so pages without tabs skip Tab). */
export const RouterTab = createLink(Tab);
