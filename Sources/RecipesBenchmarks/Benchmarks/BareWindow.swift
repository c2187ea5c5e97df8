import Foundation

/// The floor the app's startup is held to: a GTK 4 program that opens an empty window of
/// the app's size and reports its first frame the way the app does.
///
/// Both measure from their own `main` to the frame after the first one drawn (the app's
/// with cards), through a tick callback, and print `first_frame_ms=<n> rss_mb=<n>`; both
/// are `GtkApplication`s with an id (so both register on the session bus). The program is
/// compiled from the C source below with `cc` and `pkg-config` when the benchmark runs:
/// as plain GTK 4 (the floor of the ratio), and as an `AdwApplication` (what libadwaita
/// itself costs, since the app is one: its style sheet is parsed at every start).
enum BareWindow {
  /// Which toolkit the empty window is made with.
  enum Toolkit: String {
    case gtk
    case adwaita

    fileprivate var packages: String { self == .gtk ? "gtk4" : "libadwaita-1" }
    fileprivate var define: String { self == .gtk ? "" : "-DBARE_WINDOW_ADWAITA" }
  }

  /// Compiles the program with `toolkit` into `directory`; nil if there is no C compiler or
  /// no development files for it (the ratio is then not reported).
  static func build(_ toolkit: Toolkit = .gtk, in directory: URL) -> URL? {
    let sourceFile = directory.appendingPathComponent("bare-window.c")
    let program = directory.appendingPathComponent("bare-window-\(toolkit.rawValue)")
    guard (try? source.write(to: sourceFile, atomically: true, encoding: .utf8)) != nil else {
      return nil
    }
    let compiler = Process()
    compiler.executableURL = URL(fileURLWithPath: "/bin/sh")
    compiler.arguments = [
      "-c",
      "cc -O2 \(toolkit.define) -o \"$1\" \"$2\" $(pkg-config --cflags --libs \(toolkit.packages))",
      "sh", program.path, sourceFile.path,
    ]
    compiler.standardOutput = FileHandle.nullDevice
    compiler.standardError = FileHandle.nullDevice
    guard (try? compiler.run()) != nil else { return nil }
    compiler.waitUntilExit()
    guard compiler.terminationStatus == 0,
      FileManager.default.isExecutableFile(atPath: program.path)
    else { return nil }
    return program
  }

  /// The program: a window of the app's default size, its first frame reported like the
  /// app's (see `RecipesWindowApp.after(firstFrameOf:where:_:)`).
  static let source = """
    #include <gtk/gtk.h>
    #ifdef BARE_WINDOW_ADWAITA
    #include <adwaita.h>
    #endif
    #include <stdio.h>
    #include <time.h>
    #include <unistd.h>

    static struct timespec started;
    static int frames;

    static double milliseconds_since_start(void) {
      struct timespec now;
      clock_gettime(CLOCK_MONOTONIC, &now);
      return (now.tv_sec - started.tv_sec) * 1e3 + (now.tv_nsec - started.tv_nsec) / 1e6;
    }

    static double resident_megabytes(void) {
      long size = 0, resident = 0;
      FILE *statm = fopen("/proc/self/statm", "r");
      if (statm == NULL) return 0;
      if (fscanf(statm, "%ld %ld", &size, &resident) != 2) resident = 0;
      fclose(statm);
      return resident * (double)sysconf(_SC_PAGESIZE) / 1048576.0;
    }

    static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer application) {
      (void)widget;
      (void)clock;
      /* The first tick comes with the first frame; the next one after it was drawn. */
      if (++frames < 2) return G_SOURCE_CONTINUE;
      printf("first_frame_ms=%.1f rss_mb=%.1f\\n", milliseconds_since_start(), resident_megabytes());
      fflush(stdout);
      g_application_quit(G_APPLICATION(application));
      return G_SOURCE_REMOVE;
    }

    static void on_activate(GtkApplication *application, gpointer data) {
      (void)data;
      GtkWidget *window = gtk_application_window_new(application);
      gtk_window_set_title(GTK_WINDOW(window), "Recipes");
      gtk_window_set_default_size(GTK_WINDOW(window), 1080, 760);
      gtk_widget_add_tick_callback(window, on_tick, application, NULL);
      gtk_window_present(GTK_WINDOW(window));
    }

    int main(void) {
      clock_gettime(CLOCK_MONOTONIC, &started);
    #ifdef BARE_WINDOW_ADWAITA
      GtkApplication *application = GTK_APPLICATION(
          adw_application_new("org.recipesapp.BareWindow", G_APPLICATION_DEFAULT_FLAGS));
    #else
      GtkApplication *application =
          gtk_application_new("org.recipesapp.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
    #endif
      g_signal_connect(application, "activate", G_CALLBACK(on_activate), NULL);
      int status = g_application_run(G_APPLICATION(application), 0, NULL);
      g_object_unref(application);
      return status;
    }
    """
}
