import Typography from '@mui/material/Typography';

type Address = {
  fullName?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

/** A postal address, one line each, as an `<address>`: the name, the street, "city, state, postcode", the country. */
export function AddressLines({ address }: { address: Address }) {
  const { fullName, line1, line2, city, state, postalCode, country } = address;
  return (
    <Typography component="address" color="text.secondary" sx={{ fontStyle: 'normal' }}>
      {[fullName, line1, line2, [city, state, postalCode].filter(Boolean).join(', '), country]
        .filter(Boolean)
        .map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
    </Typography>
  );
}
