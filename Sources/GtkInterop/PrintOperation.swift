import CGtk

/// GTK's printing (`GtkPrintOperation`): its dialog, then one page drawn at a time on a
/// `PageCanvas` in points.
@MainActor
public final class PrintOperation {
  /// Why printing failed, in GTK's words.
  public struct PrintError: Error, CustomStringConvertible {
    /// GTK's message.
    public let description: String
  }

  private let operation: UnsafeMutablePointer<GtkPrintOperation>
  private var canvas: PageCanvas?

  /// Prepares a print job named `jobName`; `paginate` says how many pages the content
  /// takes on a page of that size, then `drawPage` draws each (from 0).
  public init(
    jobName: String,
    paginate: @escaping @MainActor (PageCanvas) -> Int,
    drawPage: @escaping @MainActor (PageCanvas, Int) -> Void
  ) {
    guard let made = gtk_print_operation_new() else {
      fatalError("gtk_print_operation_new returned nothing: GTK is out of memory")
    }
    operation = made
    gtk_print_operation_set_job_name(operation, jobName)
    gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
    gtk_print_operation_set_embed_page_setup(operation, 1)
    Signals.connect(UnsafeMutableRawPointer(operation), "begin-print") {
      [unowned self] (context: UnsafeMutableRawPointer) in
      let canvas = self.canvas(for: context)
      gtk_print_operation_set_n_pages(self.operation, Int32(max(paginate(canvas), 1)))
    }
    let draw: @MainActor (UnsafeMutableRawPointer, Int32) -> Void = {
      [unowned self] context, page in
      drawPage(self.canvas(for: context), Int(page))
    }
    g_signal_connect_data(
      UnsafeMutableRawPointer(operation), "draw-page",
      unsafeBitCast(drawPageThunk, to: GCallback.self), CallbackBox.retained(draw),
      unsafeBitCast(releaseCallbackBox, to: GClosureNotify.self), GConnectFlags(0))
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(operation))
  }

  /// Shows the print dialog over `window` and prints what the person chose (a printer, or
  /// a file); returns when the dialog is done.
  public func runDialog(over window: Window?) throws(PrintError) {
    try run(GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent: window)
  }

  /// Prints to the PDF file `path` without a dialog (GTK's export), as the dialog's "Print
  /// to File" would.
  public func export(toPDF path: String) throws(PrintError) {
    gtk_print_operation_set_export_filename(operation, path)
    try run(GTK_PRINT_OPERATION_ACTION_EXPORT, parent: nil)
  }

  private func run(_ action: GtkPrintOperationAction, parent: Window?) throws(PrintError) {
    var error: UnsafeMutablePointer<GError>?
    let result = gtk_print_operation_run(
      operation, action, parent?.cast(to: GtkWindow.self), &error)
    if let error {
      let message = String(cString: error.pointee.message)
      g_error_free(error)
      throw PrintError(description: message)
    }
    if result == GTK_PRINT_OPERATION_RESULT_ERROR {
      throw PrintError(description: "the print job failed")
    }
  }

  /// The canvas of the print context at `context` (one per job; its size is the page's
  /// printable area).
  private func canvas(for context: UnsafeMutableRawPointer) -> PageCanvas {
    let printContext = OpaquePointer(context)
    if let canvas { return canvas }
    let made = PageCanvas(
      cairo: gtk_print_context_get_cairo_context(printContext),
      width: gtk_print_context_get_width(printContext),
      height: gtk_print_context_get_height(printContext))
    canvas = made
    return made
  }
}

private let drawPageThunk: @convention(c) (gpointer?, gpointer?, gint, gpointer?) -> Void = {
  _, context, page, data in
  let address = UInt(bitPattern: data)
  let contextAddress = UInt(bitPattern: context)
  MainActor.assumeIsolated {
    guard let context = UnsafeMutableRawPointer(bitPattern: contextAddress) else { return }
    CallbackBox<@MainActor (UnsafeMutableRawPointer, Int32) -> Void>.body(at: address)?(
      context, page)
  }
}
