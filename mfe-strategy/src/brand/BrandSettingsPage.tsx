import { useEffect, useState, type ReactNode } from 'react';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { BrandFileInfoDto } from '@mailplan/api';
import { ACCEPT_LISTS, hexColor } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { BrandGuidelinesCard } from '../guidelines/BrandGuidelinesCard';
import { browserCountry, SellingCountriesField } from './SellingCountriesField';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useBrand, useSaveBrandSettingsMutation } from '@mailplan/api/endpoints/brand';
import { PageTitle } from '@mailplan/ui/components';
import {
  brandSettingsForm,
  brandSettingsSchema,
  COLOR_LABELS,
  isCssColor,
  valuesFromBrand,
  type BrandSettingsValues,
  type FileChanges,
} from './brand-settings.form';
import { BRAND_COLOR_KEYS, BRAND_SETTINGS_TEXTS, type BrandColorKey } from './brand.texts';
import { FileDropZone } from './FileDropZone';

type FileKind = 'brandDeck' | 'customerReviews' | 'emailStrategyFile';
const FILE_FIELDS: Record<FileKind, { field: 'brandDeckFile' | 'customerReviewsFile' | 'emailStrategyFile'; remove: string; label: string; accept: readonly string[] }> = {
  brandDeck: { field: 'brandDeckFile', remove: 'brandDeck', label: 'Brand deck', accept: ACCEPT_LISTS.brandSettingsDeck },
  customerReviews: { field: 'customerReviewsFile', remove: 'customerReviews', label: 'Customer reviews', accept: ACCEPT_LISTS.brandSettingsReviews },
  emailStrategyFile: { field: 'emailStrategyFile', remove: 'emailStrategy', label: 'Email strategy document', accept: ACCEPT_LISTS.brandSettingsStrategy },
};

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: subtitle ? 0 : 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

function ColorField({ control, name, label }: { control: Control<BrandSettingsValues>; name: `colors.${BrandColorKey}` | `customColors.${number}.value`; label: string }) {
  const { field } = useController({ control, name });
  const value = String(field.value ?? '');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="label"
        title={`Pick ${label.toLowerCase()}`}
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 1,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: isCssColor(value) ? value : 'transparent',
          cursor: 'pointer',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <input
          type="color"
          aria-label={`${label} picker`}
          value={hexColor(value, '#000000')}
          onChange={(e) => field.onChange(e.target.value)}
          style={{ opacity: 0, position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: 'pointer' }}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <FormTextField control={control} name={name} label={label} />
      </Box>
    </Stack>
  );
}

function TypeSample({ control }: { control: Control<BrandSettingsValues> }) {
  const [headingFont, bodyFont, baseFontSize, scaleRatio, text, background, primary] = useWatch({
    control,
    name: ['headingFont', 'bodyFont', 'baseFontSize', 'scaleRatio', 'colors.text', 'colors.background', 'colors.primary'],
  });
  const base = Number(baseFontSize) > 0 ? Number(baseFontSize) : 16;
  const ratio = Number(scaleRatio) > 0 ? Number(scaleRatio) : 1.2;
  const size = (steps: number) => `${Math.round(base * ratio ** steps * 10) / 10}px`;
  return (
    <Box
      data-testid="type-sample"
      sx={{ p: 3, borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: isCssColor(background) ? background : undefined, color: isCssColor(text) ? text : undefined }}
    >
      <Box component="p" sx={{ m: 0, fontFamily: `"${headingFont}", sans-serif`, fontSize: size(3), fontWeight: 700, lineHeight: 1.2 }}>
        Heading 1 · {size(3)}
      </Box>
      <Box component="p" sx={{ mt: 1, mb: 0, fontFamily: `"${headingFont}", sans-serif`, fontSize: size(2), fontWeight: 600 }}>
        Heading 2 · {size(2)}
      </Box>
      <Box component="p" sx={{ mt: 1, mb: 0, fontFamily: `"${headingFont}", sans-serif`, fontSize: size(1), fontWeight: 600 }}>
        Heading 3 · {size(1)}
      </Box>
      <Box component="p" sx={{ mt: 1.5, mb: 0, fontFamily: `"${bodyFont}", sans-serif`, fontSize: size(0), lineHeight: 1.6 }}>
        Body text at {size(0)}: the quick brown fox jumps over the lazy dog. Every email your customers open speaks in this voice.
      </Box>
      <Box
        component="span"
        sx={{ display: 'inline-block', mt: 2, px: 2, py: 1, borderRadius: 1, color: '#fff', bgcolor: isCssColor(primary) ? primary : 'primary.main', fontFamily: `"${bodyFont}", sans-serif`, fontSize: size(0) }}
      >
        Shop now
      </Box>
    </Box>
  );
}

/** /brand-settings: the brand kit (name, website, typography, colours, files, brand guide). */
export function BrandSettingsPage() {
  const toast = useToast();
  const { brand, isLoading } = useBrand();
  const [save, { isLoading: saving }] = useSaveBrandSettingsMutation();
  const canEdit = useCan('brand.write');
  const { control, handleSubmit, reset } = useZodForm(brandSettingsSchema, valuesFromBrand(undefined));
  const custom = useFieldArray({ control, name: 'customColors' });
  const [files, setFiles] = useState<Record<FileKind, File | null>>({ brandDeck: null, customerReviews: null, emailStrategyFile: null });
  const [removed, setRemoved] = useState<FileKind[]>([]);

  useEffect(() => {
    if (!isLoading) reset(valuesFromBrand(brand, browserCountry()));
  }, [brand, isLoading, reset]);

  const saved = (kind: FileKind): BrandFileInfoDto | null => (removed.includes(kind) ? null : (brand?.[kind] ?? null));

  function chooseFile(kind: FileKind, file: File | null) {
    setFiles((f) => ({ ...f, [kind]: file }));
    if (!file && !files[kind] && brand?.[kind]) setRemoved((r) => [...r, kind]);
    if (file) setRemoved((r) => r.filter((k) => k !== kind));
  }

  const onSave = handleSubmit(async (values) => {
    const changes: FileChanges = { remove: removed.map((k) => FILE_FIELDS[k].remove) };
    for (const kind of Object.keys(FILE_FIELDS) as FileKind[]) changes[FILE_FIELDS[kind].field] = files[kind];
    const result = await save(brandSettingsForm(values, brand?.brandGuide?.text ?? '', changes));
    if (result.error) {
      toast({ title: BRAND_SETTINGS_TEXTS.saveFailed, description: (result.error as { message?: string }).message, variant: 'destructive' });
      return;
    }
    setFiles({ brandDeck: null, customerReviews: null, emailStrategyFile: null });
    setRemoved([]);
    toast({ title: BRAND_SETTINGS_TEXTS.saved, variant: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={onSave} sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2, flexWrap: 'wrap' }}>
        <PageTitle
          title="Brand Settings"
          subtitle="Your brand kit: everything AI uses to write in your voice and style."
        />
        <Button type="submit" variant="contained" disabled={saving || isLoading || !canEdit} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
      {isLoading ? (
        <CircularProgress aria-label="Loading brand settings" />
      ) : (
        <Stack spacing={3}>
          {!canEdit && <Alert severity="info">{BRAND_SETTINGS_TEXTS.readOnly}</Alert>}
          {!brand && canEdit && <Alert severity="info">Set up your brand kit: the defaults below are a starting point.</Alert>}
          {/* a role that may not change the brand kit reads it: every field and file control is disabled */}
          <Stack component="fieldset" disabled={!canEdit} spacing={3} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Section title="Brand">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <FormTextField control={control} name="name" label="Brand name" inputProps={{ maxLength: 100 }} />
                <FormTextField control={control} name="website_url" label="Website URL" placeholder="https://yourbrand.com" />
                <FormTextField
                  control={control}
                  name="language"
                  label="Email language"
                  placeholder="en"
                  hint="A language tag such as en, de-CH or ar: screen readers read the email in it; Arabic, Hebrew, Persian and Urdu run right to left."
                  inputProps={{ maxLength: 35 }}
                />
              </Box>
              <Box sx={{ mt: 2 }}>
                <SellingCountriesField control={control} disabled={!canEdit} />
              </Box>
            </Section>
            <Section title="Typography" subtitle="Fonts and the type scale your emails use; headings grow by the scale ratio.">
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' } }}>
                <Stack spacing={2}>
                  <FormTextField control={control} name="headingFont" label="Heading font" />
                  <FormTextField control={control} name="bodyFont" label="Body font" />
                  <Stack direction="row" spacing={2}>
                    <FormTextField control={control} name="baseFontSize" label="Base size (px)" type="number" inputProps={{ min: 8, max: 72, step: 1 }} />
                    <FormTextField control={control} name="scaleRatio" label="Scale ratio" type="number" inputProps={{ min: 1, max: 3, step: 0.05 }} />
                  </Stack>
                </Stack>
                <TypeSample control={control} />
              </Box>
            </Section>
            <Section title="Colours" subtitle="Click a swatch to pick a colour, or type any CSS colour (hex, rgb, hsl).">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
                {BRAND_COLOR_KEYS.map((key) => (
                  <ColorField key={key} control={control} name={`colors.${key}`} label={COLOR_LABELS[key]} />
                ))}
              </Box>
              <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
                Custom colours
              </Typography>
              <Stack spacing={1.5}>
                {custom.fields.map((item, index) => (
                  <Stack key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ width: 200 }}>
                      <FormTextField control={control} name={`customColors.${index}.name`} label="Name" />
                    </Box>
                    <Box sx={{ flex: 1 }}>
                      <ColorField control={control} name={`customColors.${index}.value`} label="Value" />
                    </Box>
                    {canEdit && (
                      <IconButton aria-label={`Remove custom colour ${index + 1}`} onClick={() => custom.remove(index)}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </Stack>
                ))}
                {canEdit && (
                  <Box>
                    <Button startIcon={<AddIcon />} onClick={() => custom.append({ name: '', value: 'hsl(160, 60%, 45%)' })}>
                      Add colour
                    </Button>
                  </Box>
                )}
              </Stack>
            </Section>
            <Section title="Files" subtitle="AI reads the text of these files. Up to 10MB each.">
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
                {(Object.keys(FILE_FIELDS) as FileKind[]).map((kind) => {
                  const info = saved(kind);
                  return (
                    <Box key={kind}>
                      <FileDropZone
                        label={FILE_FIELDS[kind].label}
                        accept={FILE_FIELDS[kind].accept}
                        file={files[kind] ?? (info ? { name: info.filename, size: info.size } : null)}
                        onFile={(file) => chooseFile(kind, file)}
                        disabled={!canEdit}
                      />
                      {!files[kind] && info && !info.textExtracted && (
                        <Typography variant="caption" color="warning.main">
                          Kept, but its text could not be read for AI.
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </Section>
            <Section title="Brand guide" subtitle="Your brand guidelines as text. Generate them with AI from the card below, or write your own.">
              <FormTextField control={control} name="brandGuide" label="Brand guide" multiline minRows={6} />
            </Section>
          </Stack>
          <BrandGuidelinesCard />
        </Stack>
      )}
    </Box>
  );
}
