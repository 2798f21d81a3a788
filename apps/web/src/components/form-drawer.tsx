import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { type FormEventHandler, type ReactNode, useId } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The drawer's width from small screens up (full width on phones). */
  width: number;
  title: string;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal that belongs to no field, above the fields. */
  error: string | null;
  /** The fields. */
  children: ReactNode;
  /** Beside the form, inside the drawer (an edit-conflict dialog). */
  extra?: ReactNode;
};

/** A form in a drawer from the end side, named by its title: close button, fields, Submit and Cancel. */
export function FormDrawer(props: Props) {
  const { open, onClose, width, title, pending, error, children } = props;
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: width } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={props.closeLabel} onClick={onClose} size="small">
          <IconX size={20} />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={props.onSubmit}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {error && <Alert severity="error">{error}</Alert>}
        {children}
        <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
          <Button type="submit" variant="contained" disabled={pending}>
            {props.submitLabel}
          </Button>
          <Button variant="outlined" color="error" onClick={onClose} disabled={pending}>
            {props.cancelLabel}
          </Button>
        </Box>
      </Box>
      {props.extra}
    </Drawer>
  );
}
