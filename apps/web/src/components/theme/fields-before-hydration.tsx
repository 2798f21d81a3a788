import GlobalStyles from '@mui/material/GlobalStyles';

const FIELD = '#root[data-hydrate] .MuiFormControl-root';
/** Focused, typed into (index.html's script marks it `data-typed`: app/hold-presses.ts) or autofilled. */
const FILLED = `${FIELD}:is(:focus-within, :has(input[data-typed]), :has(input:autofill), :has(input:-webkit-autofill))`;

/**
 * The outlined fields of the server's render while it waits for hydration (`#root[data-hydrate]`), as
 * MUI draws them once its code runs, through classes it sets from events it has not seen yet: a focused
 * one outlined in the primary colour, a focused or filled one with its label above the text, in the
 * outline's notch. From the theme, so in the page's mode and direction; inert once hydrated.
 */
export function FieldsBeforeHydration() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`${FIELD}:focus-within .MuiOutlinedInput-notchedOutline`]: {
          borderColor: theme.palette.primary.main,
          borderWidth: 2,
        },
        [`${FIELD}:focus-within > .MuiInputLabel-outlined`]: { color: theme.palette.primary.main },
        [`${FILLED} > .MuiInputLabel-outlined[data-shrink="false"]`]: {
          transform: 'translate(14px, -9px) scale(0.75)',
          maxWidth: 'calc(133% - 32px)',
        },
        [`${FILLED} .MuiOutlinedInput-notchedOutline > legend`]: { maxWidth: '100%' },
      })}
    />
  );
}
