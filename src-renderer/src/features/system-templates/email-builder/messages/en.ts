/** English texts of the email block builder (spec part 3 §2). */
export const emailBuilderMessages = {
  'emailBuilder.title.edit': 'Edit email template: {name}',
  'emailBuilder.title.new': 'New email template',

  // A new template's name and category (the spec's subtype).
  'emailBuilder.name': 'Template name',
  'emailBuilder.category': 'Category',
  'emailBuilder.category.choose': 'Choose a category',
  'emailBuilder.problem.nameRequired': 'Template name is required',
  'emailBuilder.problem.categoryRequired': 'Choose a category for the template.',

  // The subject line and variables.
  'emailBuilder.subject': 'Subject',
  'emailBuilder.subject.help': 'What recipients see in their inbox. Variables are filled in when the email is sent.',
  'emailBuilder.insertVariable': 'Insert variable…',
  'emailBuilder.insertVariable.subject': 'Insert a variable into the subject',
  'emailBuilder.insertVariable.text': 'Insert a variable into the text',

  // Edit and Preview.
  'emailBuilder.tab.edit': 'Edit',
  'emailBuilder.tab.preview': 'Preview',

  // The nine block types (§2).
  'emailBuilder.block.heading1': 'Heading 1',
  'emailBuilder.block.heading2': 'Heading 2',
  'emailBuilder.block.paragraph': 'Paragraph',
  'emailBuilder.block.richtext': 'Formatted text',
  'emailBuilder.block.divider': 'Divider',
  'emailBuilder.block.button': 'Button',
  'emailBuilder.block.link': 'Link',
  'emailBuilder.block.image': 'Image',
  'emailBuilder.block.variable': 'Variable',

  // The block list.
  'emailBuilder.addBlock': 'Add block',
  'emailBuilder.blocks': 'Email content',
  'emailBuilder.blocks.empty': 'This email has no content yet. Use Add block to start.',
  'emailBuilder.blocks.position': 'Block {position} of {count}: {type}',
  'emailBuilder.blocks.busy': 'Save or cancel the block you are editing first.',
  'emailBuilder.action.edit': 'Edit block',
  'emailBuilder.action.moveUp': 'Move up',
  'emailBuilder.action.moveDown': 'Move down',
  'emailBuilder.action.remove': 'Remove block',
  'emailBuilder.announce.added': '{type} block added at the end.',
  'emailBuilder.announce.moved': '{type} block moved to position {position} of {count}.',
  'emailBuilder.announce.removed': '{type} block removed.',
  'emailBuilder.image.alt': 'Image: {alt}',
  'emailBuilder.image.noAlt': 'Image without a description',
  'emailBuilder.block.unsafe': 'This block has an address that cannot be used in an email. Edit or remove it.',

  // Editing one block.
  'emailBuilder.edit.group': 'Editing block {position}: {type}',
  'emailBuilder.edit.save': 'Save',
  'emailBuilder.edit.cancel': 'Cancel',
  'emailBuilder.field.text': 'Text',
  'emailBuilder.field.html': 'Formatted text',
  'emailBuilder.field.html.help':
    'Bold, italic, underline, links, line breaks and lists are kept. Other HTML is removed when the email is saved.',
  'emailBuilder.field.buttonText': 'Button text',
  'emailBuilder.field.buttonUrl': 'Button link',
  'emailBuilder.field.linkText': 'Link text',
  'emailBuilder.field.linkUrl': 'Link address',
  'emailBuilder.field.url.help': 'A web address (https://…), a mailto: or tel: link, or a variable such as {example}.',
  'emailBuilder.field.imageUrl': 'Image address',
  'emailBuilder.field.imageUrl.help': 'A picture on the web (https://…), or a variable such as {example}.',
  'emailBuilder.field.imageAlt': 'Description',
  'emailBuilder.field.imageAlt.help':
    'Read out to people who cannot see the picture, and shown when images are blocked.',
  'emailBuilder.field.variable': 'Variable',
  'emailBuilder.field.variable.choose': 'Choose a variable',
  'emailBuilder.format.toolbar': 'Formatting',
  'emailBuilder.format.bold': 'Bold',
  'emailBuilder.format.italic': 'Italic',
  'emailBuilder.format.link': 'Link',
  'emailBuilder.problem.textRequired': 'Enter some text, or remove the block.',
  'emailBuilder.problem.unsafeLink':
    'This link cannot be used. Enter a web address starting with https:// or http://, a mailto: or tel: link, or a variable.',
  'emailBuilder.problem.unsafeImage':
    'This image address cannot be used. Enter an address starting with https:// or http://, or a variable.',
  'emailBuilder.problem.variableRequired': 'Choose a variable.',
  'emailBuilder.problem.unsafeRichLink':
    'A link in this text cannot be used. Links must start with https:// or http://, mailto: or tel:, or be a variable.',

  // Preview (the server's rendering: sample details, the brand, the 'powered by' footer).
  'emailBuilder.preview.help':
    'The email as recipients get it, with sample details, your brand colours and the footer added to every email. Unsaved changes are included.',
  'emailBuilder.preview.width': 'Preview width',
  'emailBuilder.preview.desktop': 'Desktop',
  'emailBuilder.preview.mobile': 'Mobile',
  'emailBuilder.preview.subject': 'Subject: {subject}',
  'emailBuilder.preview.noSubject': 'No subject',
  'emailBuilder.preview.loading': 'Preparing the preview…',
  'emailBuilder.preview.failed': 'The preview could not be shown.',
  'emailBuilder.preview.retry': 'Try again',
  'emailBuilder.preview.frame': 'Email preview',
  'emailBuilder.preview.empty': 'This email has no content to preview.',
  'emailBuilder.preview.newTemplate': 'Save the new template first, then open it again to preview it.',

  // Saving and leaving.
  'emailBuilder.save': 'Save template',
  'emailBuilder.close': 'Close',
  'emailBuilder.save.finishEditing': 'Save or cancel the block you are editing before saving the template.',
  'emailBuilder.save.unsafe': 'A block has an address that cannot be used in an email. Edit or remove it, then save.',
  'emailBuilder.toast.updateFailed': 'Failed to update template',
  'emailBuilder.toast.createFailed': 'Failed to create marketing template',
  'emailBuilder.discard.title': 'Discard your changes?',
  'emailBuilder.discard.body': 'Your changes to this email are not saved. If you close the builder now, they are lost.',
  'emailBuilder.discard.keep': 'Keep editing',
  'emailBuilder.discard.confirm': 'Discard changes',
};

declare global {
  interface EnglishMessageParts {
    'email-builder': typeof emailBuilderMessages;
  }
}
