import type { Product } from '../../../domain/schemas/product';
import type { licenseModels, prices, products } from '../../db/schema/products';

type ProductRow = typeof products.$inferSelect;
type LicenseModelRow = typeof licenseModels.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Shapes the rows of one product into the API's Product (spec 001 §3). */
export function productJson(
  row: ProductRow,
  organisation: { id: number; name: string },
  model: LicenseModelRow | null,
  priceRows: PriceRow[],
  now: Date = new Date(),
): Product {
  return {
    id: row.id,
    toString: `${row.title} (${row.ean})`,
    title: row.title,
    ean: row.ean,
    subproductDigitaal: row.subproductDigitaal,
    subproductFolio: row.subproductFolio,
    productType: row.productType,
    organisation,
    intendedEndUserRole: row.intendedEndUserRole,
    ssoUrl: row.ssoUrl,
    introductionDate: row.introductionDate.toISOString(),
    endOfLifeDate: row.endOfLifeDate.toISOString(),
    active: row.endOfLifeDate.getTime() > now.getTime(),
    browsers: row.browsers,
    platforms: row.platforms,
    devices: row.devices,
    serviceLicenseAllowed: row.serviceLicenseAllowed,
    deliverable: row.deliverable,
    authenticationType: row.authenticationType,
    chains: row.chains,
    publisherInfo: row.publisherInfo,
    isSubject: row.isSubject,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    licenseModel: model
      ? {
          id: model.id,
          description: model.description,
          licenseType: model.licenseType,
          schoolYearAmount: model.schoolYearAmount,
          tiltDate: model.tiltDate,
          schoolYearEndDate: model.schoolYearEndDate,
          maximumLoginAmount: model.maximumLoginAmount,
          duration: model.duration,
          endDate: iso(model.endDate),
          licenseActivationType: model.licenseActivationType,
          activatableFrom: iso(model.activatableFrom),
          activatableUntil: iso(model.activatableUntil),
          activatableAmountOfDays: model.activatableAmountOfDays,
        }
      : null,
    customProperties: {
      edition: row.edition,
      version: row.version,
      productUrl: row.productUrl,
      productThumbnailLocation: row.productThumbnailLocation,
      productFamilyThumbnailLocation: row.productFamilyThumbnailLocation,
      contentLocation: row.contentLocation,
      informationLocation: row.informationLocation,
      saleUnitSize: row.saleUnitSize,
      description: row.description,
      consumerPrice: row.consumerPrice,
      prices: priceRows
        .map((price) => ({ amount: price.amount, vat: Number(price.vat) }))
        .sort((a, b) => a.vat - b.vat),
      sectors: row.sectors,
      authors: row.authors,
      courses: row.courses,
      levels: row.levels,
      subjects: row.subjects,
      years: row.years,
      productUsages: row.productUsages,
      productState: row.productState,
      consumptionProduct: row.consumptionProduct,
      priceIsIndicative: row.priceIsIndicative,
      catalogItem: row.catalogItem,
      eckOrderAllowed: row.eckOrderAllowed,
      productFamilyName: row.productFamilyName,
      productFamilyCode: row.productFamilyCode,
    },
  };
}
