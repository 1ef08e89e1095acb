/** English texts of Help & Documentation (issue 18; spec part 3 §2 "Help & Documentation", §3 "Help content"). */
export const helpMessages = {
  'help.subtitle': 'Guides, answers and shortcuts for this app.',
  'help.search.label': 'Search help',
  'help.search.placeholder': 'Search guides, FAQs and shortcuts…',
  'help.search.results': '{count, plural, one {# result} other {# results}} for “{query}”',
  'help.search.noResults': 'No results',
  'help.search.noResultsBody': 'Nothing in the guides, FAQs or shortcuts matches “{query}”. Try another word.',
  'help.search.clear': 'Clear search',
  'help.search.guides': 'Guides',
  'help.search.faqs': 'FAQs',
  'help.search.shortcuts': 'Shortcuts',
  // Settings search (the palette and the menu's filter) finds the page by these.
  'help.keyword.shortcuts': 'Keyboard Shortcuts',
  'help.keyword.shortcuts.terms': 'shortcuts, keys, hotkeys, keyboard',
  'help.keyword.faqs': 'FAQs',
  'help.keyword.faqs.terms': 'faq, questions, answers, help',
  'help.keyword.api': 'API Documentation',
  'help.keyword.api.terms': 'api, openapi, developers, endpoints, integration',

  // The four quick cards (spec texts).
  'help.card.videos': 'Video Tutorials',
  'help.card.videos.description': 'Step-by-step guides to every screen of the app.',
  'help.card.support': 'Contact Support',
  'help.card.support.description': 'Your app version and details to send with your question.',
  'help.card.api': 'API Documentation',
  'help.card.api.description': 'Every endpoint of the server, with who may call it.',
  'help.card.api.opens': 'Opens in a new window',
  'help.card.status': 'System Status',
  'help.card.status.description': 'Database, response times, storage and memory on the Performance Monitor.',

  // Tabs (spec texts).
  'help.tab.guides': 'Guides & Tutorials',
  'help.tab.faqs': 'FAQs',
  'help.tab.shortcuts': 'Keyboard Shortcuts',

  // Guides
  'help.category.all': 'All',
  'help.category.gettingStarted': 'Getting started',
  'help.category.team': 'Team',
  'help.category.bookings': 'Bookings',
  'help.category.payments': 'Payments & tax',
  'help.category.communication': 'Communication',
  'help.category.security': 'Security',
  'help.categories.label': 'Guide categories',
  'help.difficulty.beginner': 'Beginner',
  'help.difficulty.intermediate': 'Intermediate',
  'help.difficulty.advanced': 'Advanced',
  'help.guide.minutes': '{minutes} min read',
  'help.guide.read': 'Read guide',
  'help.guide.readNamed': 'Read guide: {title}',
  'help.guide.steps': 'Steps',
  'help.guide.open': 'Go to {section}',
  'help.guide.close': 'Close',
  'help.guides.empty': 'No guides in this category',

  'help.guide.businessDetails.title': 'Set up your business details',
  'help.guide.businessDetails.description':
    'Company name, address, time zone and currency: what invoices, emails and the booking page show.',
  'help.guide.businessDetails.tags': 'business, company, address, time zone, currency, setup',
  'help.guide.businessDetails.step1': 'Open General Settings in the Organization group of the settings menu.',
  'help.guide.businessDetails.step2':
    'Under Business details, enter your Company name, Phone, Email and Website as clients should see them.',
  'help.guide.businessDetails.step3':
    'Under Address, fill in the Street address, City, Postcode or ZIP code and Country of your main premises.',
  'help.guide.businessDetails.step4':
    'Under Regional settings, choose your Time zone and Currency, and the Date format and Time format your team reads.',
  'help.guide.businessDetails.step5':
    'Press Save at the bottom of the page. The Settings Activity page records who changed what.',

  'help.guide.serviceMenu.title': 'Build your service menu',
  'help.guide.serviceMenu.description':
    'Add categories and services with their duration and price, so they can be booked.',
  'help.guide.serviceMenu.tags': 'services, treatments, menu, prices, duration, categories',
  'help.guide.serviceMenu.step1': 'Open Services in the Organization group of the settings menu.',
  'help.guide.serviceMenu.step2': 'Under Categories, press Add Category and name a group, such as Hair or Nails.',
  'help.guide.serviceMenu.step3':
    'Press Add Service. On Basic Details enter the Service name, choose its Category and set its Duration.',
  'help.guide.serviceMenu.step4':
    'On Pricing choose Single price or Multiple variants (short or long hair, say), and a Fixed price, From price or Free.',
  'help.guide.serviceMenu.step5': 'Leave Service Status on Active so clients can book it, then press Save.',
  'help.guide.serviceMenu.step6':
    'Repeat for each service. To stop offering one without losing its history, set it to Inactive instead of deleting it.',

  'help.guide.locations.title': 'Add a location and its opening hours',
  'help.guide.locations.description': 'Each premises with its own address, hours and the services it offers.',
  'help.guide.locations.tags': 'locations, branches, opening hours, address, multiple sites',
  'help.guide.locations.step1': 'Open Locations in the Organization group of the settings menu.',
  'help.guide.locations.step2': 'Press Add Location and, on Details, enter its name and address.',
  'help.guide.locations.step3':
    'On Hours, set when it opens and closes each day; use Add slot for a lunch break, or mark a day Closed.',
  'help.guide.locations.step4': 'On Services, tick the services clients can book at this location.',
  'help.guide.locations.step5':
    'Optionally add up to 10 photos on Photos, then save. The location now appears on your booking page.',

  'help.guide.team.title': 'Add your team',
  'help.guide.team.description': 'Give each colleague their own sign-in, with a role that fits their work.',
  'help.guide.team.tags': 'team, staff, employees, users, add team member, sign-in',
  'help.guide.team.step1': 'Open the Team page (from Roles & Permissions, or the Team entry of the menu).',
  'help.guide.team.step2': 'Press Add team member and enter their First name, Last name and Email.',
  'help.guide.team.step3':
    'Choose their Role. Roles above yours, or holding permissions you do not have, cannot be chosen.',
  'help.guide.team.step4':
    'Set an Initial password and share it privately; they can change it under Security after their first sign-in.',
  'help.guide.team.step5':
    'Press Add team member. For practitioners, set the services they perform, where they work and their hours on their row.',

  'help.guide.customRole.title': 'Create a role with its own permissions',
  'help.guide.customRole.description':
    'When the built-in roles do not fit, make one that allows exactly what a job needs.',
  'help.guide.customRole.tags': 'roles, permissions, access, custom role, receptionist, manager',
  'help.guide.customRole.step1': 'Open Roles & Permissions in the settings menu.',
  'help.guide.customRole.step2': 'Press Create role and enter a Role name, such as Front desk lead.',
  'help.guide.customRole.step3':
    'Under Permissions, tick what the role may do. You can only grant permissions you hold yourself.',
  'help.guide.customRole.step4':
    'Use Give this role to a team member to assign it, or change a person’s role on the Team page.',
  'help.guide.customRole.step5':
    'Ask that person to sign in again: the settings their role may not open are no longer in their menu.',

  'help.guide.onlineBooking.title': 'Take bookings online',
  'help.guide.onlineBooking.description':
    'Turn on your public booking page, set its rules and share its link or put it on your website.',
  'help.guide.onlineBooking.tags': 'online booking, booking page, widget, link, deposit, rules',
  'help.guide.onlineBooking.step1': 'In General Settings, under Features, switch on Allow online booking and save.',
  'help.guide.onlineBooking.step2': 'Open Online Booking in the Organization group of the settings menu.',
  'help.guide.onlineBooking.step3':
    'Under Booking Rules & Policies, set the Minimum and Maximum advance booking, the Cancellation notice and whether new bookings Require approval.',
  'help.guide.onlineBooking.step4':
    'Under Deposit & Payment Requirements, choose whether a deposit is taken. This needs a connected payment gateway.',
  'help.guide.onlineBooking.step5':
    'Under Booking Page Appearance, choose the Theme, Primary colour and Book button, check the preview, then save.',
  'help.guide.onlineBooking.step6':
    'Under Add booking to your website, copy the Direct Link, the code for your website, or press Download QR code.',

  'help.guide.paymentGateway.title': 'Connect a payment gateway',
  'help.guide.paymentGateway.description':
    'Take deposits for online bookings and card payments with Stripe, Square, PayPal, Adyen or Tyro.',
  'help.guide.paymentGateway.tags': 'payments, gateway, Stripe, Square, PayPal, Adyen, Tyro, cards, deposits',
  'help.guide.paymentGateway.step1': 'Open Financial & Payments in the Organization group of the settings menu.',
  'help.guide.paymentGateway.step2': 'Under Payment gateways, press Connect a gateway and choose your provider.',
  'help.guide.paymentGateway.step3':
    'Enter the API credentials from your provider’s account: test keys connect in test mode, live keys in live mode.',
  'help.guide.paymentGateway.step4':
    'Save, then use Test Connection on the gateway’s card to check that the credentials work.',
  'help.guide.paymentGateway.step5':
    'With more than one gateway, use Set as default on the one bookings and checkout should use.',

  'help.guide.taxRates.title': 'Configure tax rates',
  'help.guide.taxRates.description': 'Add the tax you charge, choose the default, and give services their own rate.',
  'help.guide.taxRates.tags': 'tax, GST, VAT, sales tax, invoices, rates',
  'help.guide.taxRates.step1': 'Open Tax Configuration in the Organization group of the settings menu.',
  'help.guide.taxRates.step2':
    'Press Add tax rate, enter the Name invoices show (GST, VAT) and the Rate (%), then Save.',
  'help.guide.taxRates.step3': 'The first rate is the default; use Make default to choose another.',
  'help.guide.taxRates.step4':
    'Under Prices and invoices, say whether the prices you enter include tax or have it added on top.',
  'help.guide.taxRates.step5': 'Under Per-service rates, press Add to give a service a rate other than the default.',

  'help.guide.messageTemplates.title': 'Edit email and SMS templates',
  'help.guide.messageTemplates.description':
    'Change the confirmations, reminders and other messages the app sends, and preview them first.',
  'help.guide.messageTemplates.tags': 'templates, email, SMS, reminders, confirmations, messages, variables',
  'help.guide.messageTemplates.step1':
    'Open System templates in the Organization group of the settings menu (it needs the manage templates permission).',
  'help.guide.messageTemplates.step2':
    'Choose the All, SMS or Email tab, or search by name or category, to find the message.',
  'help.guide.messageTemplates.step3':
    'Press Preview to see it with sample values, then Edit to change it. Emails open in the block builder.',
  'help.guide.messageTemplates.step4':
    'Insert variables, such as the client’s first name, from the list rather than typing them: they are filled in when the message is sent.',
  'help.guide.messageTemplates.step5': 'Save. Reset to default, in the row’s menu, brings back the original wording.',

  'help.guide.twoFactor.title': 'Turn on two-factor authentication',
  'help.guide.twoFactor.description': 'Protect your account with a code from your phone as well as your password.',
  'help.guide.twoFactor.tags': 'two-factor, 2FA, authenticator, security, sign-in, recovery codes',
  'help.guide.twoFactor.step1': 'Open Security in the Personal group of the settings menu.',
  'help.guide.twoFactor.step2':
    'Switch on Two-factor authentication and scan the QR code with an authenticator app on your phone.',
  'help.guide.twoFactor.step3': 'Type the 6-digit code the app shows to confirm.',
  'help.guide.twoFactor.step4':
    'Copy the recovery codes and keep them somewhere safe: each signs you in once if you lose your phone.',

  // FAQs (spec part 3 §3: the eight topics).
  'help.faq.passwords.question': 'How do I change my password?',
  'help.faq.passwords.answer':
    'Open Security in the Personal group and press Change Password. Enter your current password and the new one twice. Other devices signed in to your account are signed out unless you choose to keep them signed in. If you have forgotten your password, ask an owner or administrator to set a new one for you on the Team page.',
  'help.faq.locations.question': 'Can I manage several locations?',
  'help.faq.locations.answer':
    'Yes. Open Locations and press Add Location for each premises. Each location has its own address, opening hours, services and photos, and clients choose the location when they book online. Practitioners are assigned to the locations they work at on the Team page.',
  'help.faq.taxRates.question': 'How do I set up tax rates?',
  'help.faq.taxRates.answer':
    'Open Tax Configuration and press Add tax rate, with the name invoices show (such as GST or VAT) and the percentage. The first rate becomes the default for every service; Make default changes it. Under Prices and invoices choose whether prices include tax, and under Per-service rates give particular services a different rate.',
  'help.faq.paymentProcessors.question': 'Which payment processors can I use?',
  'help.faq.paymentProcessors.answer':
    'Stripe, Square, PayPal, Adyen and Tyro. Connect them under Financial & Payments with the API credentials from your provider’s account, check them with Test Connection, and choose the default one. Online booking deposits need a connected gateway.',
  'help.faq.teamMembers.question': 'How do I add team members?',
  'help.faq.teamMembers.answer':
    'Open the Team page and press Add team member. Enter their name and email, choose a role and set an initial password to share privately. You can change a member’s role or deactivate them later from their row.',
  'help.faq.emailTemplates.question': 'Can I change the emails the app sends?',
  'help.faq.emailTemplates.answer':
    'Yes. System templates lists every email and SMS. Preview shows a message with sample values, Edit opens the email block builder or the SMS editor, and Reset to default brings back the original. Your logo and brand colours from Branding & Communication are applied to emails.',
  'help.faq.twoFactor.question': 'How does two-factor authentication work?',
  'help.faq.twoFactor.answer':
    'After your password, sign-in asks for a 6-digit code from an authenticator app on your phone. Turn it on under Security by scanning the QR code, and keep the recovery codes: each one works once if your phone is lost.',
  'help.faq.rolesPermissions.question': 'What is the difference between roles and permissions?',
  'help.faq.rolesPermissions.answer':
    'A permission allows one thing, such as managing services or viewing reports. A role is a named set of permissions given to people: Owner, Administrator, Manager, Practitioner, Receptionist, or one you create under Roles & Permissions. Each team member has one role, and what they can open follows from its permissions.',
  'help.faq.open': 'Go to {section}',

  // Keyboard Shortcuts tab
  'help.shortcuts.caption': 'Keyboard shortcuts of the settings app',
  'help.shortcuts.keys': 'Keys',
  'help.shortcuts.action': 'Action',
  'help.shortcuts.hint': 'Shortcuts other than the command palette do nothing while you are typing in a field.',
  'help.shortcut.palette': 'Open the command palette to search every setting',
  'help.shortcut.mobileMenu': 'Show or hide the settings menu in a narrow window',
  'help.shortcut.openSection': 'Open {section}',

  // Need more help? (spec texts)
  'help.more.title': 'Need more help?',
  'help.more.body': 'Send your question with the details of this app, or read the guides.',
  'help.more.chat': 'Chat with Support',
  'help.more.helpCenter': 'Visit Help Center',

  // Contact support dialog
  'help.support.title': 'Contact support',
  'help.support.intro':
    'Include these details when you ask for help: they tell whoever helps you which version you run and where.',
  'help.support.version': 'App version',
  'help.support.versionLoading': 'Loading…',
  'help.support.versionUnknown': 'Unknown (the server did not answer)',
  'help.support.browser': 'Browser and system',
  'help.support.organization': 'Organization',
  'help.support.time': 'Time',
  'help.support.whom':
    'Send them to the person who looks after this app for your business, or to the company that supplied it.',
  'help.support.copy': 'Copy details',
  'help.support.copied': 'Details copied',
  'help.support.copyFailed': 'Could not copy to the clipboard',
  'help.support.close': 'Close',
};

declare global {
  interface EnglishMessageParts {
    help: typeof helpMessages;
  }
}
