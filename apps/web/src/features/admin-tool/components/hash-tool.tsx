import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { digestHex, HASH_ALGORITHMS, type HashAlgorithm } from '../lib/hashes';
import { ToolInput, ToolOutput } from './tool-output';

type Digests = Record<HashAlgorithm, string>;
const EMPTY: Digests = { 'SHA-1': '', 'SHA-256': '', 'SHA-512': '' };

/** SHA-1, SHA-256 and SHA-512 of the text at once, by the browser's Web Crypto. */
export function HashTool() {
  const { t } = useTranslation('admin-tool');
  const [input, setInput] = useState('');
  const [digests, setDigests] = useState<Digests>(EMPTY);
  const available = typeof crypto !== 'undefined' && crypto.subtle !== undefined;
  useEffect(() => {
    if (!available) return;
    let current = true;
    Promise.all(HASH_ALGORITHMS.map((algorithm) => digestHex(algorithm, input))).then((values) => {
      if (current) setDigests(Object.fromEntries(HASH_ALGORITHMS.map((a, i) => [a, values[i]])) as Digests);
    });
    return () => {
      current = false;
    };
  }, [input, available]);
  return (
    <SectionCard title={t('hash.title')}>
      {!available && (
        <Alert severity="warning" role="note">
          {t('hash.unavailable')}
        </Alert>
      )}
      <ToolInput label={t('hash.input')} value={input} onChange={setInput} rows={4} />
      {HASH_ALGORITHMS.map((algorithm) => (
        <ToolOutput
          key={algorithm}
          label={algorithm}
          value={digests[algorithm]}
          rows={algorithm === 'SHA-512' ? 2 : undefined}
          copyLabel={t('hash.copyNamed', { algorithm })}
        />
      ))}
    </SectionCard>
  );
}
