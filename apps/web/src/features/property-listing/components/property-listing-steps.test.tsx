import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIntlFormat } from '@/lib/intl-format';
import { FeaturesStep, PropertyStep } from './property-listing-steps';
import { useCreatePropertyListingForm } from './use-create-property-listing-form';

/** The two steps over the wizard's own form, with the values it holds shown for the assertions. */
function Harness() {
  const listing = useCreatePropertyListingForm();
  const { control } = listing.form;
  return (
    <>
      <PropertyStep control={control} format={makeIntlFormat('en')} onType={listing.changeType} />
      <FeaturesStep control={control} />
      <output data-testid="values">
        {JSON.stringify({
          kind: listing.values.propertyKind,
          furnishings: listing.values.furnishings,
        })}
      </output>
    </>
  );
}

const renderSteps = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

describe('the property-listing steps', () => {
  afterEach(cleanup);

  it('asks for furnishings only once something is furnished, and drops them for an unfurnished property', async () => {
    renderSteps();
    expect(screen.queryByRole('button', { name: 'Fridge' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Semi-furnished' })));
    const fridge = screen.getByRole('button', { name: 'Fridge' });
    expect(fridge.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(fridge));
    expect(screen.getByRole('button', { name: 'Fridge' }).getAttribute('aria-pressed')).toBe('true');
    expect(values().furnishings).toEqual(['fridge']);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Unfurnished' })));
    expect(screen.queryByRole('button', { name: 'Fridge' })).toBeNull();
    expect(values().furnishings).toEqual([]);
  });

  it('offers the kinds of the chosen type, and a new type drops a kind that does not fit it', async () => {
    renderSteps();
    expect(screen.getByText('Choose the property type first')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Commercial' })));
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kind of property/ })));
    expect(screen.queryByRole('option', { name: 'Apartment' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Land' })));
    expect(values().kind).toBe('land');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Residential' })));
    expect(values().kind).toBe('land');
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kind of property/ })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Villa' })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Commercial' })));
    expect(values().kind).toBe('');
  });
});
