import { useNavigate } from '@tanstack/react-router';
import { firstOpenable } from '../../../commands/route-table';
import { optionsOf } from '../../../domain/labels/label';
import { PRODUCT_VALUE_LABELS as LABELS } from '../../../domain/labels/products';
import {
  emptyLicenseModel,
  isPoSectorLocked,
  newProductDefaults,
  productFields,
  usesLicenseField,
  withCatalogItem,
  withChains,
  withLicenseType,
  withSectors,
} from '../../../domain/product-rules';
import type { AdminPrincipal } from '../../../domain/rights';
import { isPublisherBound } from '../../../domain/rights';
import type { LicenseModelInput } from '../../../domain/schemas/license-model';
import type { Product, ProductFields } from '../../../domain/schemas/product';
import { FORM_SECTORS, PRODUCT_ENUMS as VALUES } from '../../../domain/schemas/product-enums';
import { ProductInputSchema } from '../../../domain/schemas/product-input';
import { useApi } from '../../api/api-context';
import { productOptions, useSaveProduct } from '../../api/products';
import { Checkbox, type ChoiceOption, MultiSelect, Select } from '../../kit/form/choice-fields';
import { DateField } from '../../kit/form/date-fields';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { LinesField, TextArea, TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { PriceListField } from './price-list-field';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The product's own text fields, each bound by `top`. */
type TopText =
  | 'title'
  | 'ean'
  | 'subproductDigitaal'
  | 'subproductFolio'
  | 'ssoUrl'
  | 'productType'
  | 'intendedEndUserRole'
  | 'introductionDate'
  | 'endOfLifeDate';

type ProductFormProps = {
  admin: AdminPrincipal;
  /** The stored product on edit; null for a new one. */
  product: Product | null;
  publisherName?: string | null;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-300 bg-white p-4 md:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A code field's choices: its codes (PRODUCT_ENUMS) with their Dutch labels (PRODUCT_VALUE_LABELS). */
function codeChoices(key: keyof typeof VALUES): ChoiceOption[] {
  const labels: Readonly<Record<string, string>> = LABELS[key];
  return VALUES[key].map((value: string) => ({ value, label: labels[value] ?? value }));
}

/**
 * The product form (spec 001 §2, §4, §5): every field, validated on submit with the shared schema,
 * and the dependent behaviour of chains, sectors, catalogue item and licence model.
 */
/** A field of the licence model; shown, and required, only where the licence type uses it. */
type ModelField = { key: keyof LicenseModelInput; label: string; date?: true };

/** How long the licence runs, before its activation type. */
const LICENSE_TERMS: readonly ModelField[] = [
  { key: 'schoolYearAmount', label: 'Aantal schooljaren' },
  { key: 'schoolYearEndDate', label: 'Einde schooljaar (dag en maand)', date: true },
  { key: 'maximumLoginAmount', label: 'Aantal' },
  { key: 'duration', label: 'Aantal dagen' },
  { key: 'endDate', label: 'Licentie einddatum', date: true },
];

/** When it can be activated, after its activation type. */
const ACTIVATION_TERMS: readonly ModelField[] = [
  { key: 'tiltDate', label: 'Kanteldatum (dag en maand)', date: true },
  { key: 'activatableFrom', label: 'Te activeren vanaf', date: true },
  { key: 'activatableUntil', label: 'Te activeren tot', date: true },
  { key: 'activatableAmountOfDays', label: 'Aantal dagen activeerbaar' },
];

export function ProductForm({ admin, product }: ProductFormProps) {
  const client = useApi();
  const navigate = useNavigate();
  const isBound = isPublisherBound(admin);
  const initial: ProductFields = product
    ? productFields(product)
    : { ...newProductDefaults(), organisation: isBound ? { id: admin.uitgeverId! } : null };
  const form = useSchemaForm({
    schema: ProductInputSchema,
    reload: useReloadItem(product ? productOptions(client, product.id).queryKey : null),
    initial,
    onSubmit: useSaveProduct().mutateAsync,
    onSuccess: (saved) =>
      navigate({ href: firstOpenable(admin, [`/producten/${saved.id}/extended-view`, '/producten']) }),
  });
  const values = form.values as ProductFields;
  const cp = values.customProperties;
  const model: LicenseModelInput = values.licenseModel ?? emptyLicenseModel();
  const isWeb = values.productType === 'WEB_BROWSER';
  const setValues = (update: (current: ProductFields) => ProductFields) =>
    form.setValues((current) => update(current as ProductFields));
  const setCustom = <K extends keyof ProductFields['customProperties']>(
    key: K,
    value: ProductFields['customProperties'][K],
  ) =>
    setValues((current) => ({ ...current, customProperties: { ...current.customProperties, [key]: value } }));
  const setModel = (update: (current: LicenseModelInput) => LicenseModelInput) =>
    setValues((current) => ({
      ...current,
      licenseModel: update(current.licenseModel ?? emptyLicenseModel()),
    }));
  const err = (path: string) => form.errors[path];
  const field = (path: string, value: unknown, onChange: (next: string) => void) => ({
    name: path,
    value: text(value),
    onChange,
    error: form.errorOf(path),
  });
  const top = (key: TopText) =>
    field(key, values[key], (next) => setValues((current) => ({ ...current, [key]: next })));
  // Checkboxes and lists take the form's own binding: a change clears the field's error, and the
  // field is disabled while the form saves.
  const flag = (key: 'deliverable' | 'isSubject' | 'serviceLicenseAllowed') => form.bind(key);
  const customFlag = (key: 'priceIsIndicative' | 'consumptionProduct' | 'eckOrderAllowed') =>
    form.bind(`customProperties.${key}`);
  const choices = (key: 'browsers' | 'platforms' | 'devices') => form.bind(key);
  const custom = (key: keyof ProductFields['customProperties']) =>
    field(`customProperties.${key}`, cp[key], (next) => setCustom(key, next as never));
  const modelField = (key: keyof LicenseModelInput) =>
    field(`licenseModel.${key}`, model[key], (next) => setModel((current) => ({ ...current, [key]: next })));
  const listField = (key: 'authors' | 'subjects' | 'courses' | 'levels' | 'productUsages' | 'years') =>
    form.bind(`customProperties.${key}`);
  // Only the fields the licence type uses, each required then.
  const modelFields = (fields: readonly ModelField[]) =>
    fields
      .filter(({ key }) => usesLicenseField(model, key))
      .map(({ key, label, date }) =>
        date ? (
          <DateField key={key} label={label} required {...modelField(key)} />
        ) : (
          <TextField key={key} label={label} required {...modelField(key)} />
        ),
      );
  const hasEck = values.chains.includes('ECK');
  const hasBp = values.chains.includes('BASISPOORT');

  return (
    <SchemaForm form={form} label={product ? 'Product bewerken' : 'Product toevoegen'} cancelTo="/producten">
      <div className="space-y-6">
        <Section title="Algemeen">
          <TextField label="Titel" required {...top('title')} />
          <TextField label="EAN" required maxLength={13} {...top('ean')} />
          <TextField label="Digitale EAN" maxLength={13} {...top('subproductDigitaal')} />
          <TextField label="Folio EAN" maxLength={13} {...top('subproductFolio')} />
          {isBound ? (
            <p className="text-sm">
              <span className="block font-medium">Uitgever</span>
              {product?.organisation.name ?? 'Eigen uitgeverij'}
            </p>
          ) : (
            <OrganisationLookup
              label="Uitgever"
              name="organisation"
              required
              value={
                values.organisation
                  ? {
                      id: values.organisation.id,
                      label: values.organisation.name ?? product?.organisation.name ?? '',
                    }
                  : null
              }
              onChange={(option) =>
                setValues((current) => ({
                  ...current,
                  organisation: option ? { id: Number(option.id), name: option.label } : null,
                }))
              }
              types={['Uitgever']}
              error={form.errorOf('organisation')}
            />
          )}
          <Select label="Producttype" required options={codeChoices('productType')} {...top('productType')} />
          <Select
            label="Eindgebruikersrol"
            required
            options={codeChoices('intendedEndUserRole')}
            {...top('intendedEndUserRole')}
          />
          <Select label="Productstatus" options={codeChoices('productState')} {...custom('productState')} />
          <DateField label="Introductiedatum" required {...top('introductionDate')} />
          <DateField label="End of life datum" required {...top('endOfLifeDate')} />
          <TextArea label="Omschrijving" rows={3} className="md:col-span-2" {...custom('description')} />
        </Section>

        <Section title="Distributie">
          <MultiSelect
            label="Distributieketens"
            name="chains"
            options={codeChoices('chains')}
            value={values.chains}
            onChange={(next) => setValues((current) => withChains(current, next))}
            error={form.errorOf('chains')}
          />
          <MultiSelect
            label="Sectoren"
            name="customProperties.sectors"
            required
            options={optionsOf(FORM_SECTORS, LABELS.sectors)}
            value={cp.sectors}
            onChange={(next) => setValues((current) => withSectors(current, next))}
            error={form.errorOf('customProperties.sectors')}
            hint={
              isPoSectorLocked(values) ? 'PO hoort bij de keten BASISPOORT en blijft gekozen.' : undefined
            }
          />
          <Checkbox label="ECK specificaties en codes mogen worden opgehaald" {...flag('deliverable')} />
          <Checkbox
            label="Leveren in catalogusservice"
            name="customProperties.catalogItem"
            value={cp.catalogItem}
            onChange={(next) => setValues((current) => withCatalogItem(current, next))}
          />
          <Checkbox
            label="ECK bestellingen toegestaan"
            {...customFlag('eckOrderAllowed')}
            disabled={form.isPending || !cp.catalogItem}
          />
          <Checkbox label="Product is een vak voor schoolcontract" {...flag('isSubject')} />
          <TextField label="Methodenaam" required={hasBp} {...custom('productFamilyName')} />
          <TextField label="Methodecode" required={hasBp} {...custom('productFamilyCode')} />
        </Section>

        <Section title="Inhoud">
          <LinesField label="Auteurs (één per regel)" required={hasEck} {...listField('authors')} />
          <LinesField label="Vakken (één per regel)" required={hasEck} {...listField('courses')} />
          <LinesField label="Niveaus (één per regel)" required={hasEck} {...listField('levels')} />
          <LinesField label="Onderwerpen (één per regel)" {...listField('subjects')} />
          <MultiSelect
            label="Gebruik"
            options={codeChoices('productUsages')}
            {...listField('productUsages')}
          />
          <MultiSelect label="Schooljaren" options={codeChoices('years')} {...listField('years')} />
          <TextField label="Editie" maxLength={50} {...custom('edition')} />
          <TextField label="Versie" maxLength={50} {...custom('version')} />
        </Section>

        <Section title="Prijzen">
          <TextField label="Verkoopeenheid" required {...custom('saleUnitSize')} />
          <TextField label="Consumentenprijs in centen" required {...custom('consumerPrice')} />
          <div className="md:col-span-2">
            <PriceListField
              value={cp.prices}
              onChange={(next) => setCustom('prices', next)}
              errorOf={(path) => form.errors[path]}
              error={err('customProperties.prices')}
            />
          </div>
          <Checkbox label="Prijs is indicatief" {...customFlag('priceIsIndicative')} />
          <Checkbox label="Verbruiksproduct" {...customFlag('consumptionProduct')} />
        </Section>

        <Section title="URL's">
          <TextField label="Thumbnail URL" required type="url" {...custom('productThumbnailLocation')} />
          <TextField label="Product URL" type="url" {...custom('productUrl')} />
          <TextField label="Content URL" type="url" {...custom('contentLocation')} />
          <TextField label="Informatie URL" type="url" {...custom('informationLocation')} />
          {hasBp || cp.productFamilyThumbnailLocation ? (
            <TextField
              label="Methode thumbnail URL"
              type="url"
              {...custom('productFamilyThumbnailLocation')}
            />
          ) : null}
        </Section>

        {isWeb ? (
          <Section title="Webbrowserproduct">
            <MultiSelect
              label="Browsers"
              required
              options={codeChoices('browsers')}
              {...choices('browsers')}
            />
            <MultiSelect label="Platforms" options={codeChoices('platforms')} {...choices('platforms')} />
            <MultiSelect label="Apparaten" options={codeChoices('devices')} {...choices('devices')} />
            <Checkbox label="Servicelicentie toegestaan" {...flag('serviceLicenseAllowed')} />
            <Select
              label="Authenticatietype"
              options={codeChoices('authenticationType')}
              {...field('authenticationType', values.authenticationType, (next) =>
                setValues((current) => ({ ...current, authenticationType: next || null })),
              )}
            />
            <TextField label="SSO URL" required type="url" maxLength={255} {...top('ssoUrl')} />
            <Select
              label="Licentietype"
              required
              options={codeChoices('licenseType')}
              {...field('licenseModel.licenseType', model.licenseType, (next) =>
                setModel((current) => withLicenseType(current, next)),
              )}
            />
            <TextField label="Omschrijving licentiemodel" {...modelField('description')} />
            {modelFields(LICENSE_TERMS)}
            {model.licenseType !== 'ABONNEMENT' ? (
              <Select
                label="Licentie activatietype"
                options={codeChoices('licenseActivationType')}
                {...field('licenseModel.licenseActivationType', model.licenseActivationType, (next) =>
                  setModel((current) => ({ ...current, licenseActivationType: next || null })),
                )}
              />
            ) : null}
            {modelFields(ACTIVATION_TERMS)}
          </Section>
        ) : null}
        <FormActions />
      </div>
    </SchemaForm>
  );
}
