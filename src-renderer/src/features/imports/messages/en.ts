/**
 * English texts of the Import & Export hub and the import wizards (spec part 3 §2, §5, §8).
 * `entity` is clients, treatments, staff or products (ICU select; products is `other`).
 */
export const importsMessages = {
  // The hub
  'imports.subtitle': 'Centralized data management hub',
  'imports.search.label': 'Import or export data',
  'imports.search.terms': 'import, export, CSV, Excel, spreadsheet, switch platform, Fresha, Square, Vagaro, migrate',
  'imports.footer.title': 'Secure Data Transfer',
  'imports.footer.body':
    'Files are read on this computer and sent to your organization in batches over your signed-in connection. Exports contain your organization’s records only.',
  'imports.entity.title': '{entity, select, clients {Clients} treatments {Treatments} staff {Staff} other {Products}}',
  'imports.entity.description':
    '{entity, select, clients {Contact details, notes and tags of the people who book} treatments {Your service menu: names, durations, prices and categories} staff {The people on your team, with or without sign-in} other {Retail products with their SKU, price and stock}}',
  'imports.entity.count':
    '{entity, select, clients {{count, plural, one {# client} other {# clients}}} treatments {{count, plural, one {# treatment} other {# treatments}}} staff {{count, plural, one {# team member} other {# team members}}} other {{count, plural, one {# product} other {# products}}}}',
  'imports.entity.countUnavailable': 'Count not available',
  'imports.card.import': 'Import',
  'imports.card.export': 'Export',
  'imports.card.exportOf':
    '{entity, select, clients {Export clients} treatments {Export treatments} staff {Export staff} other {Export products}}',
  'imports.card.view': 'View',
  'imports.card.viewOf':
    '{entity, select, clients {View clients} treatments {View treatments} staff {View staff} other {View products}}',
  'imports.export.csv': 'CSV',
  'imports.export.xlsx': 'Excel (XLSX)',
  'imports.export.done': 'Export Complete',
  'imports.export.downloaded': '{fileName} was downloaded.',
  'imports.export.savedTo': 'Saved to {path}',
  'imports.export.failed': 'Export Failed',
  'imports.export.failedBody':
    '{entity, select, clients {Failed to export clients} treatments {Failed to export treatments} staff {Failed to export staff} other {Failed to export products}}',
  'imports.export.filterName': '{format, select, csv {CSV file} other {Excel workbook}}',

  // Looking at the records (clients and products)
  'imports.records.search': 'Search',
  'imports.records.searchClients': 'Search by name, email or phone',
  'imports.records.searchProducts': 'Search by name, SKU, brand or category',
  'imports.records.name': 'Name',
  'imports.records.email': 'Email',
  'imports.records.phone': 'Phone',
  'imports.records.tags': 'Tags',
  'imports.records.sku': 'SKU',
  'imports.records.price': 'Price',
  'imports.records.stock': 'Stock',
  'imports.records.none': 'Nothing matches your search.',
  'imports.records.noneYet': 'There are no records yet. Import a file to add them.',
  'imports.records.loadFailed': 'Failed to load the records. Please try again.',
  'imports.records.page': 'Page {page, number} of {pages, number}',
  'imports.records.previous': 'Previous page',
  'imports.records.next': 'Next page',
  'imports.records.close': 'Close',

  // The wizard (§2, §4)
  'imports.wizard.title':
    '{entity, select, clients {Import Clients} treatments {Import Treatments} staff {Import Staff} other {Import Products}}',
  'imports.wizard.steps': 'Import steps',
  'imports.step.platform': 'Platform',
  'imports.step.upload': 'Upload',
  'imports.step.mapping': 'Mapping',
  'imports.step.preview': 'Preview',
  'imports.step.complete': 'Complete',
  'imports.step.done': '{step} (done)',
  'imports.wizard.back': 'Back',
  'imports.wizard.continue': 'Continue',
  'imports.wizard.cancel': 'Cancel',
  'imports.wizard.done': 'Done',

  // Platform step
  'imports.platform.label': 'Where does your file come from?',
  'imports.platform.intro':
    'A platform’s preset matches its export’s columns to our fields. You can change every match on the mapping step.',
  'imports.platform.generic': 'Generic CSV',
  'imports.platform.description':
    '{platform, select, generic {Any CSV or Excel file: you choose what each column is} fresha {The exports of Fresha, in English or Italian} square {The customer export of Square} vagaro {The customer list of Vagaro (CustomersList.xlsx)} other {Not available yet}}',
  'imports.platform.soon': 'Soon',
  'imports.platform.disclaimer': 'Unverified field mapping - manual adjustment may be required',

  // Upload step
  'imports.upload.drop': 'Drag your file here, or choose it',
  'imports.upload.choose': 'Choose File',
  'imports.upload.hint':
    'CSV (comma or semicolon separated) or Excel (.xlsx), with the column names in the first row. Title and total rows from an export are skipped.',
  'imports.upload.reading': 'Reading {fileName}…',
  'imports.upload.loaded':
    '{fileName}: {count, plural, one {# row} other {# rows}}. Continue with it, or choose another file.',
  'imports.upload.template': 'Download template',
  'imports.upload.templateHint': 'A CSV file with the columns this import knows and one example row.',
  'imports.upload.titleRowsSkipped':
    '{count, plural, one {# title row above the column names was skipped.} other {# title rows above the column names were skipped.}}',
  'imports.upload.totalRowsSkipped':
    '{count, plural, one {# total row below the data was skipped.} other {# total rows below the data were skipped.}}',
  'imports.toast.templateDownloaded': 'Template Downloaded',
  'imports.toast.fileUploaded': 'File Uploaded',
  'imports.toast.fileLoaded': '{count, plural, one {Successfully loaded # row} other {Successfully loaded # rows}}',
  'imports.toast.invalidFile': 'Invalid File',
  'imports.toast.unreadable': 'The file could not be read. Save it again as CSV or Excel and try once more.',

  // Mapping step
  'imports.mapping.intro':
    'Choose the field each column of your file fills. Columns set to Skip This Column are not imported. Fields marked * are required.',
  'imports.mapping.caption': 'Columns of {fileName}',
  'imports.mapping.column': 'Column in your file',
  'imports.mapping.example': 'Example',
  'imports.mapping.field': 'Field',
  'imports.mapping.fieldFor': 'Field for the column {column}',
  'imports.mapping.skip': 'Skip This Column',
  'imports.mapping.missing': 'Missing required fields: {list}',
  'imports.mapping.staffName': 'Full Name, or First Name and Last Name',
  'imports.mapping.continue': 'Continue to Preview',
  'imports.dates.label': 'Dates in this file are written',
  'imports.dates.dmy': 'Day first (31/12/1990)',
  'imports.dates.mdy': 'Month first (12/31/1990)',
  'imports.duplicates.label': 'Clients already on file (same email or phone)',
  'imports.duplicates.skip': 'Skip them: keep the existing clients as they are',
  'imports.duplicates.merge': 'Merge: fill in the existing clients’ empty details and add the tags',

  // Preview step
  'imports.preview.building': 'Preparing the rows…',
  'imports.preview.buildFailed': 'The rows could not be prepared. Go back to the mapping and try again.',
  'imports.preview.caption': 'The first rows of your file as they will be imported',
  'imports.preview.row': 'Row',
  'imports.preview.status': 'Status',
  'imports.preview.ready': 'Ready',
  'imports.preview.error': 'Error',
  'imports.preview.additional': '+ {count, number} additional',
  'imports.preview.summary': '{count, plural, one {# row is ready to import.} other {# rows are ready to import.}}',
  'imports.preview.problems':
    '{count, plural, one {# row cannot be imported as it is and will be skipped; it is listed with its reason at the end.} other {# rows cannot be imported as they are and will be skipped; they are listed with their reasons at the end.}}',
  'imports.preview.import': '{count, plural, one {Import # row} other {Import # rows}}',

  // Importing step
  'imports.importing.title': 'Importing…',
  'imports.importing.progressLabel': 'Import progress',
  'imports.importing.progress': '{done, number} of {total, plural, one {# row} other {# rows}}',
  'imports.importing.estimating': 'Estimating the time left…',
  'imports.importing.secondsLeft': '{count, plural, one {About # second left} other {About # seconds left}}',
  'imports.importing.minutesLeft': '{count, plural, one {About # minute left} other {About # minutes left}}',
  'imports.importing.hint':
    'Rows go in batches of {size, number}. Cancel stops before the next batch: the batches already sent stay imported.',
  'imports.importing.cancelling': 'Stopping after the batch being sent…',

  // Complete step
  'imports.complete.title': 'Import finished',
  'imports.complete.cancelled': 'Import cancelled',
  'imports.complete.counts': 'Results',
  'imports.complete.imported': 'Imported',
  'imports.complete.skipped': 'Skipped as duplicates',
  'imports.complete.merged': 'Merged',
  'imports.complete.failed': 'Failed',
  'imports.complete.notSent': 'Not sent',
  'imports.complete.cancelledBody':
    '{count, plural, one {# row went in before you cancelled.} other {# rows went in before you cancelled.}} {notSent, plural, one {# row was not sent.} other {# rows were not sent.}}',
  'imports.complete.stoppedBody':
    'The import stopped: {reason} {notSent, plural, one {# row was not sent.} other {# rows were not sent.}}',
  'imports.complete.failures': 'Rows not imported',
  'imports.complete.row': 'Row',
  'imports.complete.problem': 'Problem',
  'imports.complete.allIn': 'Every row of the file was imported.',
  'imports.complete.download': 'Download this list (CSV)',

  // Toasts (§8)
  'imports.toast.success': 'Import Successful',
  'imports.toast.complete': 'Import Complete',
  'imports.toast.importedBody':
    '{entity, select, clients {{count, plural, one {# client} other {# clients}}} treatments {{count, plural, one {# treatment} other {# treatments}}} staff {{count, plural, one {# staff member} other {# staff members}}} other {{count, plural, one {# product} other {# products}}}} imported successfully{failed, plural, =0 {} other {, # failed}}',
  'imports.toast.failed': 'Import Failed',
  'imports.toast.failedBody':
    '{entity, select, clients {Failed to import clients} treatments {Failed to import treatments} staff {Failed to import staff} other {Failed to import products}}',
  'imports.toast.cancelled': 'Import Cancelled',
  'imports.toast.cancelledBody':
    '{count, plural, one {# row went in before you cancelled} other {# rows went in before you cancelled}}',

  // Field labels of the mapping step, by field key (§3)
  'imports.field.firstName': 'First Name',
  'imports.field.lastName': 'Last Name',
  'imports.field.fullName': 'Full Name',
  'imports.field.email': 'Email',
  'imports.field.phone': 'Phone',
  'imports.field.alternatePhone': 'Alternate Phone',
  'imports.field.dateOfBirth': 'Date of Birth',
  'imports.field.gender': 'Gender',
  'imports.field.preferredPronouns': 'Preferred Pronouns',
  'imports.field.occupation': 'Occupation',
  'imports.field.address': 'Address',
  'imports.field.addressLine2': 'Address Line 2',
  'imports.field.city': 'City',
  'imports.field.state': 'State',
  'imports.field.zipCode': 'ZIP Code',
  'imports.field.country': 'Country',
  'imports.field.emergencyContact': 'Emergency Contact',
  'imports.field.emergencyPhone': 'Emergency Phone',
  'imports.field.notes': 'Notes',
  'imports.field.preferredContactMethod': 'Preferred Contact Method',
  'imports.field.languagePreference': 'Language Preference',
  'imports.field.referralSource': 'Referral Source',
  'imports.field.tags': 'Tags',
  'imports.field.name': 'Name',
  'imports.field.description': 'Description',
  'imports.field.duration': 'Duration (minutes)',
  'imports.field.price': 'Price',
  'imports.field.category': 'Category',
  'imports.field.role': 'Role',
  'imports.field.specialty': 'Specialty',
  'imports.field.sku': 'SKU',
  'imports.field.stockQuantity': 'Stock Quantity',
  'imports.field.brand': 'Brand',
  // Ours: the fields the platform presets need (a full name to split, yes/no columns that become tags…)
  'imports.field.blocked': 'Blocked',
  'imports.field.acceptsMarketing': 'Accepts Marketing',
  'imports.field.bufferAfter': 'Buffer After (minutes)',
  'imports.field.status': 'Status',
} as const;

declare global {
  interface EnglishMessageParts {
    imports: typeof importsMessages;
  }
}
